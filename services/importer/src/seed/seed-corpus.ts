import type { Worker } from 'bullmq';
import type IORedis from 'ioredis';
import type { DataSource } from 'typeorm';
import { CORPUS_TEXTS } from '../corpus/corpus-catalog';
import { ImportRecord, ImportRecordsRepository } from '../import/import-records.repository';
import { ensureCatalogRows } from '../import/version-rows';
import { corpusJobId, createImportQueue, enqueueCorpusText } from '../worker/import-queue';
import { startImportWorker } from '../worker/import-worker';

export interface SeedOptions {
  dataSource: DataSource;
  connection: IORedis;
  prefix: string;
  corpusDir: string;
  /** Run a worker in this process too, so seeding works without the services running. */
  inProcessWorker?: boolean;
  onProgress?: (records: ImportRecord[]) => void;
  pollMs?: number;
}

export interface SeedResult {
  textId: string;
  jobId: string;
  status: ImportRecord['status'];
  count: number;
  message: string | null;
  /** Already installed from the same files before this seed started. */
  current: boolean;
}

export class SeedFailedError extends Error {
  override name = 'SeedFailedError';
}

/**
 * Queues every corpus text (derived texts are queued by the worker once their source is in) and waits
 * until each has completed or been skipped as already current. Running it twice changes nothing.
 */
export async function seedCorpus(options: SeedOptions): Promise<SeedResult[]> {
  await ensureCatalogRows(options.dataSource);
  const queue = createImportQueue(options.connection, options.prefix);
  const records = new ImportRecordsRepository(options.dataSource);
  let worker: Worker | undefined;
  const workerConnection = options.inProcessWorker ? options.connection.duplicate() : undefined;
  const startedAt = Date.now();
  try {
    const jobIds = new Map<string, string>();
    for (const text of CORPUS_TEXTS) {
      jobIds.set(
        text.id,
        text.kind === 'derived'
          ? await corpusJobId(text.id, options.corpusDir)
          : await enqueueCorpusText(queue, text.id, options.corpusDir),
      );
    }
    if (workerConnection) worker = startImportWorker({ ...options, connection: workerConnection });
    const ids = [...jobIds.values()];
    for (;;) {
      const rows = await records.byJobIds(ids);
      options.onProgress?.(rows);
      const failed = rows.filter((r) => r.status === 'failed');
      const done = rows.filter((r) => r.status === 'completed' || r.status === 'skipped');
      if (failed.length > 0 && (await allSettled(queue, ids))) {
        throw new SeedFailedError(failed.map((r) => `${r.jobId}: ${r.message}`).join('; '));
      }
      if (done.length === ids.length) {
        return [...jobIds.entries()].map(([textId, jobId]) => {
          const row = rows.find((r) => r.jobId === jobId)!;
          const current =
            row.status === 'skipped' || (row.finishedAt !== null && row.finishedAt.getTime() < startedAt);
          return {
            textId,
            jobId,
            status: row.status,
            count: row.versesImported,
            message: row.message,
            current,
          };
        });
      }
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 300));
    }
  } finally {
    await worker?.close();
    await queue.close();
    // BullMQ never closes a connection it was given; an open one would keep this process alive.
    workerConnection?.disconnect();
  }
}

/** A failed row may still be retried by BullMQ: only give up once no job is waiting or running. */
async function allSettled(
  queue: ReturnType<typeof createImportQueue>,
  ids: readonly string[],
): Promise<boolean> {
  for (const id of ids) {
    const job = await queue.getJob(id);
    if (!job) continue;
    const state = await job.getState();
    if (
      state === 'active' ||
      state === 'waiting' ||
      state === 'delayed' ||
      state === 'prioritized' ||
      state === 'waiting-children'
    ) {
      return false;
    }
  }
  return true;
}
