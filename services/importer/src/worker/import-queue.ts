import { JobsOptions, Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { withRequestId } from '@strongs/nest-common';
import { importJobId, ImportJobs, QUEUES } from '@strongs/queue';
import { corpusText } from '../corpus/corpus-catalog';
import { textChecksum } from '../corpus/text-checksum';

export type ImportQueue = Queue<ImportJobs[keyof ImportJobs]>;

export const IMPORT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

export function createImportQueue(connection: IORedis, prefix: string): ImportQueue {
  return new Queue(QUEUES.imports, { connection, prefix });
}

/** Queues a corpus text under an id derived from its checksum: asking twice for the same work queues it once. */
export async function enqueueCorpusText(queue: ImportQueue, textId: string, corpusDir: string): Promise<string> {
  const checksum = await textChecksum(corpusText(textId), corpusDir);
  const jobId = importJobId(textId, checksum);
  await queue.add('import-corpus-text', withRequestId({ textId, checksum }), { ...IMPORT_JOB_OPTIONS, jobId });
  return jobId;
}

export async function corpusJobId(textId: string, corpusDir: string): Promise<string> {
  return importJobId(textId, await textChecksum(corpusText(textId), corpusDir));
}
