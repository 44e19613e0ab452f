import { JobsOptions, Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { withRequestId } from '@strongs/nest-common';
import { importJobId, ImportJobs, QUEUES } from '@strongs/queue';
import { CORPUS_TEXTS, corpusText, dependentsOf } from '../corpus/corpus-catalog';
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
export async function enqueueCorpusText(
  queue: ImportQueue,
  textId: string,
  corpusDir: string,
): Promise<string> {
  const checksum = await textChecksum(corpusText(textId), corpusDir);
  const jobId = importJobId(textId, checksum);
  await queue.add('import-corpus-text', withRequestId({ textId, checksum }), {
    ...IMPORT_JOB_OPTIONS,
    jobId,
  });
  return jobId;
}

export async function corpusJobId(textId: string, corpusDir: string): Promise<string> {
  return importJobId(textId, await textChecksum(corpusText(textId), corpusDir));
}

/**
 * Queues every text derived from a version again after that version changed outside the seed (an upload, a
 * rollback): the Restored Names edition follows the KJV readers now see. One job per source generation, so a
 * job run twice queues once and a later change queues anew.
 */
export async function enqueueDerivedAfter(
  queue: ImportQueue,
  versionCode: string,
  generation: number,
  corpusDir: string,
): Promise<string[]> {
  const source = CORPUS_TEXTS.find((t) => t.kind === 'bible' && t.versionCode === versionCode);
  if (!source) return [];
  const queued: string[] = [];
  for (const derived of dependentsOf(source.id)) {
    const checksum = await textChecksum(derived, corpusDir);
    const afterSourceChange = `${versionCode}@g${generation}`;
    const jobId = `${importJobId(derived.id, checksum)}-after-${versionCode}-g${generation}`;
    await queue.add(
      'import-corpus-text',
      withRequestId({ textId: derived.id, checksum, afterSourceChange }),
      {
        ...IMPORT_JOB_OPTIONS,
        jobId,
      },
    );
    queued.push(jobId);
  }
  return queued;
}
