import { Injectable } from '@nestjs/common';
import { QUEUES, type QueueName } from '@strongs/queue';
import { DataSource } from 'typeorm';
import { BotQueues } from '../../queues/bot-queues';
import type { Finding } from '../bot.types';
import type { BotCheck } from './bot-check';

/** An active job not finished after this long is reported as stalled. */
const STALLED_AFTER_MS = 30 * 60_000;
const SCAN = 50;

/** Failed and stalled jobs of the index, mail and bot queues (imports have their own check and remedy). */
@Injectable()
export class JobsCheck implements BotCheck {
  readonly name = 'jobs' as const;
  constructor(private readonly queues: BotQueues) {}

  async run(): Promise<Finding[]> {
    const findings: Finding[] = [];
    for (const name of [QUEUES.index, QUEUES.mail, QUEUES.bot] as QueueName[]) {
      const queue = this.queues.get(name);
      for (const job of await queue.getFailed(0, SCAN - 1)) {
        findings.push({
          kind: 'error',
          check: this.name,
          fingerprint: `failed-job:${name}:${job.id}`,
          errorType: 'failed_job',
          url: `/admin/queues/queue/${name}`,
          message: `${name} job ${job.id} (${job.name}) failed after ${job.attemptsMade} attempts: ${job.failedReason}`,
        });
      }
      for (const job of await queue.getActive(0, SCAN - 1)) {
        if (!job.processedOn || Date.now() - job.processedOn < STALLED_AFTER_MS) continue;
        findings.push({
          kind: 'error',
          check: this.name,
          fingerprint: `stalled-job:${name}:${job.id}`,
          errorType: 'stalled_job',
          url: `/admin/queues/queue/${name}`,
          message: `${name} job ${job.id} (${job.name}) has been running since ${new Date(job.processedOn).toISOString()}`,
        });
      }
    }
    return findings;
  }
}

/**
 * Failed imports: a repair whose remedy retries the failed BullMQ job. A file that does not read, or an import
 * that waits for the administrator's confirmation, is the uploader's to fix (the import's message says why):
 * retrying it cannot help, so it is no repair.
 */
@Injectable()
export class ImportsCheck implements BotCheck {
  readonly name = 'imports' as const;
  constructor(
    private readonly db: DataSource,
    private readonly queues: BotQueues,
  ) {}

  async run(): Promise<Finding[]> {
    const queue = this.queues.get(QUEUES.imports);
    const failedJobs = (await queue.getFailed(0, SCAN - 1)).filter(
      (job) => job?.id && job.name !== 'preview-bible-file',
    );
    const rows: { job_id: string; message: string | null; error_kind: string | null }[] = await this.db.query(
      `SELECT job_id, message, error_kind FROM imports
       WHERE status = 'failed' OR job_id = ANY($2::text[]) ORDER BY id DESC LIMIT $1`,
      [SCAN * 2, failedJobs.map((j) => j.id)],
    );
    const forUploader = new Set(rows.filter((r) => r.error_kind === 'input').map((r) => r.job_id));
    const failed = new Map<string, string>();
    for (const job of failedJobs)
      if (!forUploader.has(job.id as string)) failed.set(job.id as string, job.failedReason);
    for (const row of rows)
      if (!failed.has(row.job_id) && !forUploader.has(row.job_id) && row.message !== null)
        failed.set(row.job_id, row.message);
    const retriable = new Set(failedJobs.map((j) => j.id));
    return [...failed].map(([jobId, reason]) => ({
      kind: 'repair' as const,
      check: this.name,
      fingerprint: `failed-import:${jobId}`,
      elementType: 'import',
      location: `imports job ${jobId}`,
      issue: `Import failed: ${reason}`,
      remedy: retriable.has(jobId) ? 'Retry the import job' : 'Upload the file again and start the import',
      action: retriable.has(jobId) ? { type: 'retry-job' as const, queue: 'imports' as const, jobId } : null,
    }));
  }
}
