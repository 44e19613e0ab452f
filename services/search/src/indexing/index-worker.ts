import { Job, UnrecoverableError, Worker } from 'bullmq';
import type IORedis from 'ioredis';
import { INDEX_JOB_NAMES, IndexJobName, IndexJobs, QUEUES } from '@strongs/queue';
import { SearchEngine, verseDocumentsFromDatabase, type SqlRunner } from '@strongs/search-engine';

export interface IndexWorkerOptions {
  db: SqlRunner;
  engine: SearchEngine;
  connection: IORedis;
  prefix: string;
  batchSize?: number;
  log?: (message: string) => void;
}

export class UnknownVersionToIndexError extends Error {
  override name = 'UnknownVersionToIndexError';
}

type Handler = (job: Job) => Promise<unknown>;

/**
 * Consumes the `index` queue: one job per version (job id from version and checksum, see indexJobId),
 * read from Postgres in batches and handed to the engine, which replaces that version only; a version that
 * is not installed is dropped from the engine. Jobs are idempotent, so a stalled job that runs again does no harm.
 */
export function startIndexWorker(options: IndexWorkerOptions): Worker {
  const log = options.log ?? (() => undefined);
  const handlers: Record<IndexJobName, Handler> = {
    'index-version': async (job) => {
      const { versionCode } = job.data as IndexJobs['index-version'];
      const [row]: { installed: boolean; verse_count: number; generation: number }[] = await options.db.query(
        `SELECT installed, verse_count, generation FROM versions WHERE code = $1`,
        [versionCode],
      );
      if (!row) throw new UnknownVersionToIndexError(`No version ${versionCode} to index`);
      // The engine follows the database: an uninstalled version leaves the index (and the job succeeds).
      if (!row.installed) {
        await options.engine.dropVersion(versionCode);
        await servedGeneration(options.db, versionCode, row.generation);
        return { versionCode, indexed: 0 };
      }
      const report = await options.engine.indexVersion(
        versionCode,
        verseDocumentsFromDatabase(options.db, versionCode, options.batchSize ?? 5000),
        (p) => job.updateProgress({ versionCode, indexed: p.indexed, total: row.verse_count }),
      );
      await servedGeneration(options.db, versionCode, row.generation);
      return report;
    },
  };
  const missing = INDEX_JOB_NAMES.filter((name) => !handlers[name]);
  if (missing.length) throw new Error(`No handler for index jobs: ${missing.join(', ')}`);

  const worker = new Worker(
    QUEUES.index,
    async (job) => {
      const handler = handlers[job.name as IndexJobName];
      if (!handler) throw new UnrecoverableError(`Unknown index job: ${job.name}`);
      try {
        return await handler(job);
      } catch (error) {
        if (error instanceof UnknownVersionToIndexError) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    { connection: options.connection, prefix: options.prefix, concurrency: 1, lockDuration: 120_000 },
  );
  worker.on('completed', (job, result) => log(`${job.id} ${JSON.stringify(result)}`));
  worker.on('failed', (job, error) => log(`${job?.id ?? 'job'} failed: ${error.message}`));
  return worker;
}

/**
 * The engine now serves (at least) the generation that was live when the job read the text: cached answers
 * key on it. Never moved back, so an older job finishing late cannot undo a newer one.
 */
async function servedGeneration(db: SqlRunner, versionCode: string, generation: number): Promise<void> {
  await db.query(`UPDATE versions SET search_generation = $2 WHERE code = $1 AND search_generation < $2`, [
    versionCode,
    generation,
  ]);
}
