import { createHash } from 'node:crypto';
import type { JobsOptions, Queue } from 'bullmq';
import type { JobOrigin } from './job-payloads';

/** Jobs of the `index` queue: make one version searchable in the configured engine. */
export interface IndexVersionJob extends JobOrigin {
  versionCode: string;
  /** The version's checksum (versions.checksum after its import); part of the job id. */
  checksum: string;
}

export interface IndexJobs {
  'index-version': IndexVersionJob;
}

export type IndexJobName = keyof IndexJobs;
export const INDEX_JOB_NAMES: readonly IndexJobName[] = ['index-version'];

/**
 * The same version imported from the same files is indexed once, however often it is asked for. With `writtenBy`
 * (the id of the import job that wrote the text) the id is one per written generation: a re-run of that job asks
 * for the same index job, a later import of the same files (after a rollback) for a fresh one, which BullMQ would
 * otherwise drop as a duplicate of the first import's completed job.
 */
export function indexJobId(versionCode: string, checksum: string, writtenBy?: string): string {
  const writer =
    writtenBy === undefined ? '' : `-${createHash('sha256').update(writtenBy).digest('hex').slice(0, 12)}`;
  return `index-${versionCode}-${checksum.slice(0, 16)}${writer}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Every index job is queued with these options, whoever asks for it (importer, versions admin, ADMIN BOT). */
const INDEX_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/**
 * The one producer of `index-version` jobs. An import passes `indexJobId(version, checksum, its job id)`; a re-index
 * after a rollback or a bot repair passes a fresh id so the import's job is kept.
 */
export async function enqueueIndexVersion(
  queue: Pick<Queue, 'add'>,
  job: IndexVersionJob,
  jobId: string = indexJobId(job.versionCode, job.checksum),
): Promise<string> {
  await queue.add('index-version', job, { ...INDEX_JOB_OPTIONS, jobId });
  return jobId;
}
