import { Job, UnrecoverableError, Worker } from 'bullmq';
import type IORedis from 'ioredis';
import type { DataSource } from 'typeorm';
import { runWithRequestId, withRequestId } from '@strongs/nest-common';
import {
  enqueueIndexVersion,
  IMPORT_JOB_NAMES,
  indexJobId,
  ImportJobName,
  ImportJobs,
  IndexVersionJob,
  JobOrigin,
  QUEUES,
} from '@strongs/queue';
import { Queue } from 'bullmq';
import { BibleFileImporter } from '../bible-import/bible-file-importer';
import { UploadDir } from '../files/upload-dir';
import { CorpusTextImporter } from '../import/corpus-text-importer';
import { SqlFileImporter } from '../sql-import/sql-file-importer';
import { rollbackReferenceWork } from '../reference-works/work-rollback-job';
import { GenerationJobs } from '../versions/generation-jobs';
import { faultAfterCommit } from './fault-after-commit';
import { createImportQueue, enqueueCorpusText, enqueueDerivedAfter } from './import-queue';
import { isPermanent } from './permanent-errors';

export interface ImportWorkerOptions {
  dataSource: DataSource;
  connection: IORedis;
  prefix: string;
  corpusDir: string;
  /** UPLOAD_DIR: where uploaded Bible files are (the seed's in-process worker has none). */
  uploadDir?: string;
  concurrency?: number;
  /** How long a job's lock lasts; a killed worker's job is picked up again once it expires. */
  lockDuration?: number;
  stalledInterval?: number;
  log?: (message: string) => void;
}

type Handler = (job: Job) => Promise<unknown>;

export function startImportWorker(options: ImportWorkerOptions): Worker {
  const log = options.log ?? (() => undefined);
  const queue = createImportQueue(options.connection, options.prefix);
  const indexQueue = new Queue<IndexVersionJob>(QUEUES.index, {
    connection: options.connection,
    prefix: options.prefix,
  });
  const enqueueIndex = async (versionCode: string, checksum: string, writtenBy: string): Promise<void> =>
    void (await enqueueIndexVersion(
      indexQueue,
      withRequestId({ versionCode, checksum }),
      indexJobId(versionCode, checksum, writtenBy),
    ));
  const afterCommit = faultAfterCommit();
  const importer = new CorpusTextImporter({
    dataSource: options.dataSource,
    corpusDir: options.corpusDir,
    enqueueDependent: async (textId) => void (await enqueueCorpusText(queue, textId, options.corpusDir)),
    enqueueIndex,
    afterCommit,
  });
  const uploadDir = options.uploadDir ? new UploadDir(options.uploadDir) : undefined;
  const bibleFiles = uploadDir
    ? new BibleFileImporter({ dataSource: options.dataSource, uploadDir, enqueueIndex, afterCommit })
    : undefined;
  const sqlFiles = uploadDir ? new SqlFileImporter(options.dataSource, uploadDir) : undefined;
  const generations = new GenerationJobs({
    dataSource: options.dataSource,
    // One index job per generation: a job run twice asks once, and the engine follows whatever is live when it runs.
    enqueueIndex: async (versionCode, checksum, generation) =>
      void (await enqueueIndexVersion(
        indexQueue,
        withRequestId({ versionCode, checksum: checksum ?? '' }),
        indexJobId(versionCode, `g${generation}`),
      )),
  });
  /** A version changed outside the seed: the texts derived from it follow its live generation. */
  const rederive = async <T extends { status: string }>(versionCode: string, outcome: T): Promise<T> => {
    if (outcome.status !== 'completed') return outcome;
    const [row]: { generation: number }[] = await options.dataSource.query(
      `SELECT generation FROM versions WHERE code = $1`,
      [versionCode],
    );
    if (row) await enqueueDerivedAfter(queue, versionCode, row.generation, options.corpusDir);
    return outcome;
  };
  const handlers: Record<ImportJobName, Handler> = {
    'import-corpus-text': (job) =>
      importer.run({
        id: job.id as string,
        data: job.data as ImportJobs['import-corpus-text'],
        updateProgress: (progress) => job.updateProgress({ ...progress }),
      }),
    'import-bible-file': async (job) => {
      if (!bibleFiles) throw new UnrecoverableError('This worker has no UPLOAD_DIR for uploaded files');
      const data = job.data as ImportJobs['import-bible-file'];
      return rederive(
        data.versionCode,
        await bibleFiles.run({
          id: job.id as string,
          data,
          updateProgress: (progress) => job.updateProgress({ ...progress }),
        }),
      );
    },
    'preview-bible-file': async (job) => {
      if (!bibleFiles) throw new UnrecoverableError('This worker has no UPLOAD_DIR for uploaded files');
      return bibleFiles.preview(job.data as ImportJobs['preview-bible-file']);
    },
    'import-sql-file': async (job) => {
      if (!sqlFiles) throw new UnrecoverableError('This worker has no UPLOAD_DIR for uploaded files');
      return sqlFiles.run({
        data: job.data as ImportJobs['import-sql-file'],
        updateProgress: (percent) => job.updateProgress(percent),
      });
    },
    'rollback-version': async (job) => {
      const data = job.data as ImportJobs['rollback-version'];
      return rederive(
        data.versionCode,
        await generations.rollback({
          id: job.id as string,
          data,
          updateProgress: (p) => job.updateProgress({ ...p }),
        }),
      );
    },
    'uninstall-version': (job) =>
      generations.uninstall({
        id: job.id as string,
        data: job.data as ImportJobs['uninstall-version'],
        updateProgress: (p) => job.updateProgress({ ...p }),
      }),
    'rollback-reference-work': (job) =>
      rollbackReferenceWork(options.dataSource, {
        id: job.id as string,
        data: job.data as ImportJobs['rollback-reference-work'],
        updateProgress: (p) => job.updateProgress({ ...p }),
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
        // The jobs this one queues (index, derived texts) carry the same request id.
        return await runWithRequestId((job.data as JobOrigin).requestId, () => handler(job));
      } catch (error) {
        if (isPermanent(error)) throw new UnrecoverableError((error as Error).message);
        throw error;
      }
    },
    {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: options.concurrency ?? 2,
      lockDuration: options.lockDuration ?? 60_000,
      stalledInterval: options.stalledInterval ?? 30_000,
    },
  );
  worker.on('completed', (job, result) => log(`${job.id} ${JSON.stringify(result)}`));
  worker.on('failed', (job, error) => log(`${job?.id ?? 'job'} failed: ${error.message}`));
  worker.on('closed', () => void Promise.all([queue.close(), indexQueue.close()]));
  return worker;
}
