import { Job, UnrecoverableError, Worker } from 'bullmq';
import type IORedis from 'ioredis';
import type { DataSource } from 'typeorm';
import { IMPORT_JOB_NAMES, ImportJobName, ImportJobs, indexJobId, IndexVersionJob, QUEUES } from '@strongs/queue';
import { Queue } from 'bullmq';
import { CorpusTextImporter, ImportCountMismatchError } from '../import/corpus-text-importer';
import { createImportQueue, enqueueCorpusText } from './import-queue';

export interface ImportWorkerOptions {
  dataSource: DataSource;
  connection: IORedis;
  prefix: string;
  corpusDir: string;
  concurrency?: number;
  log?: (message: string) => void;
}

type Handler = (job: Job) => Promise<unknown>;

/** Errors that another attempt cannot fix: the job fails at once with its message. */
function isPermanent(error: unknown): boolean {
  const name = (error as Error)?.name ?? '';
  return error instanceof ImportCountMismatchError || /ReaderError|ScriptureError|DuplicateVerseError|FormatError/.test(name) || /unexpected end of file|incorrect header check/i.test((error as Error)?.message ?? '');
}

export function startImportWorker(options: ImportWorkerOptions): Worker {
  const log = options.log ?? (() => undefined);
  const queue = createImportQueue(options.connection, options.prefix);
  const indexQueue = new Queue<IndexVersionJob>(QUEUES.index, { connection: options.connection, prefix: options.prefix });
  const importer = new CorpusTextImporter({
    dataSource: options.dataSource,
    corpusDir: options.corpusDir,
    enqueueDependent: async (textId) => void (await enqueueCorpusText(queue, textId, options.corpusDir)),
    enqueueIndex: async (versionCode, checksum) =>
      void (await indexQueue.add(
        'index-version',
        { versionCode, checksum },
        { jobId: indexJobId(versionCode, checksum), attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000 },
      )),
  });
  const handlers: Record<ImportJobName, Handler> = {
    'import-corpus-text': (job) =>
      importer.run({
        id: job.id as string,
        data: job.data as ImportJobs['import-corpus-text'],
        updateProgress: (progress) => job.updateProgress({ ...progress }),
      }),
  };
  const missing = IMPORT_JOB_NAMES.filter((name) => !handlers[name]);
  if (missing.length) throw new Error(`No handler for import jobs: ${missing.join(', ')}`);

  const worker = new Worker(
    QUEUES.imports,
    async (job) => {
      const handler = handlers[job.name as ImportJobName];
      if (!handler) throw new UnrecoverableError(`Unknown import job: ${job.name}`);
      try {
        return await handler(job);
      } catch (error) {
        if (isPermanent(error)) throw new UnrecoverableError((error as Error).message);
        throw error;
      }
    },
    { connection: options.connection, prefix: options.prefix, concurrency: options.concurrency ?? 2, lockDuration: 60_000 },
  );
  worker.on('completed', (job, result) => log(`${job.id} ${JSON.stringify(result)}`));
  worker.on('failed', (job, error) => log(`${job?.id ?? 'job'} failed: ${error.message}`));
  worker.on('closed', () => void Promise.all([queue.close(), indexQueue.close()]));
  return worker;
}
