import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { ActiveImport, CompletedImport, ImportStatusResponse } from '@strongs/contracts';
import type { ImportJobs, ImportProgress } from '@strongs/queue';
import { IMPORT_QUEUE } from '../queue/import-queue.module';
import { availableFile } from '../uploads/bible-upload.service';
import { UploadedFilesRepository } from '../uploads/uploaded-files.repository';
import type { ImportQueue } from '../worker/import-queue';
import { ImportStatusRepository } from './import-status.repository';

const LIVE_STATES = ['active', 'waiting', 'delayed', 'prioritized', 'waiting-children'] as const;
const RECENT_FAILURES = 10;
/** A failed upload import stays listed (with its message) for a day. */
const FAILED_SHOWN_MS = 24 * 3600_000;

function versionOf(job: Job): string {
  const data = job.data as Partial<
    ImportJobs['import-bible-file'] &
      ImportJobs['import-corpus-text'] &
      ImportJobs['rollback-version'] &
      ImportJobs['rollback-reference-work']
  >;
  // A rollback or uninstall names its version or work and what it does ("asv (rollback-version)").
  const changed = data.versionCode ?? data.workCode;
  return data.version ?? data.textId ?? (changed ? `${changed} (${job.name})` : job.name);
}

/**
 * One row per import job: BullMQ may list a job moving between states twice (and a removed job as null), a dry
 * run is not an import, and a failure that a later completed import of the same version superseded is over.
 */
function listedJobs(
  live: (Job | undefined)[],
  failed: (Job | undefined)[],
  completed: readonly CompletedImport[],
): Job[] {
  const lastCompleted = new Map<string, number>();
  for (const c of completed)
    lastCompleted.set(c.version, Math.max(lastCompleted.get(c.version) ?? 0, Date.parse(c.completedAt)));
  const recentFailures = failed.filter((job) => {
    if (job?.name !== 'import-bible-file' || (job.finishedOn ?? 0) <= Date.now() - FAILED_SHOWN_MS)
      return false;
    const code = (job.data as Partial<ImportJobs['import-bible-file']>).versionCode ?? '';
    return (lastCompleted.get(code) ?? 0) < (job.finishedOn ?? 0);
  });
  const byId = new Map<string, Job>();
  for (const job of [...live, ...recentFailures]) {
    if (job?.id && job.name !== 'preview-bible-file' && !byId.has(job.id)) byId.set(job.id, job);
  }
  return [...byId.values()];
}

/** The status tab: jobs live from the queue (progress from the imports table when it has the row). */
@Injectable()
export class ImportStatusService {
  constructor(
    @Inject(IMPORT_QUEUE) private readonly queue: ImportQueue,
    private readonly rows: ImportStatusRepository,
    private readonly files: UploadedFilesRepository,
  ) {}

  async status(): Promise<ImportStatusResponse> {
    const [live, failed, files, completedImports] = await Promise.all([
      this.queue.getJobs([...LIVE_STATES]),
      this.queue.getJobs(['failed'], 0, RECENT_FAILURES - 1),
      this.files.all(),
      this.rows.completed(),
    ]);
    const jobs = listedJobs(live, failed, completedImports);
    const records = new Map(
      (await this.rows.byJobIds(jobs.map((job) => job.id as string))).map((r) => [r.jobId, r]),
    );
    const activeImports = await Promise.all(
      jobs.map(async (job): Promise<ActiveImport> => {
        const state = await job.getState();
        const record = records.get(job.id as string);
        const progress = (
          typeof job.progress === 'object' ? job.progress : null
        ) as Partial<ImportProgress> | null;
        return {
          jobId: job.id as string,
          version: versionOf(job),
          status: state === 'waiting' || state === 'prioritized' || state === 'delayed' ? 'queued' : state,
          progress: record?.progress ?? progress?.percent ?? 0,
          versesImported: record?.versesImported ?? progress?.versesDone ?? 0,
          totalVerses: record?.totalVerses ?? progress?.totalVerses ?? null,
          message: state === 'failed' ? (job.failedReason ?? record?.message ?? null) : null,
        };
      }),
    );
    return { activeImports, availableFiles: files.map(availableFile), completedImports };
  }
}
