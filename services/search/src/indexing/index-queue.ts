import { JobsOptions, Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { withRequestId } from '@strongs/nest-common';
import { indexJobId, IndexJobs, QUEUES } from '@strongs/queue';

export type IndexQueue = Queue<IndexJobs['index-version']>;

export const INDEX_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

export function createIndexQueue(connection: IORedis, prefix: string): IndexQueue {
  return new Queue(QUEUES.index, { connection, prefix });
}

/** What the importer calls after an import (or copies): asking twice for the same version and checksum queues it once. */
export async function enqueueIndexVersion(
  queue: IndexQueue,
  versionCode: string,
  checksum: string,
): Promise<string> {
  const jobId = indexJobId(versionCode, checksum);
  await queue.add('index-version', withRequestId({ versionCode, checksum }), { ...INDEX_JOB_OPTIONS, jobId });
  return jobId;
}
