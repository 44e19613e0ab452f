import { createDataSource } from '@strongs/db';
import { resolveCorpusDir } from '@strongs/nest-common';
import { createRedisConnection } from '@strongs/queue';
import {
  createTestDatabase,
  deleteQueueKeys,
  TestDatabase,
  uniqueQueuePrefix,
  waitUntil,
} from '@strongs/testing';
import type IORedis from 'ioredis';
import type { DataSource } from 'typeorm';
import { corpusText } from '../corpus/corpus-catalog';
import { textChecksum } from '../corpus/text-checksum';
import { createImportQueue, enqueueCorpusText } from '../worker/import-queue';
import { startImportWorker } from '../worker/import-worker';
import { CorpusTextImporter } from './corpus-text-importer';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

interface WorkState {
  generation: number;
  entry_count: number;
  published: boolean;
  rows: number;
  md5: string;
}

describe('importing a commentary (real files, real Postgres, the real queue)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let connection: IORedis;
  const prefixes: string[] = [];
  const corpusDir = resolveCorpusDir();
  let editions = 0;

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    dataSource = createDataSource({ url: db.url, poolSize: 4 });
    await dataSource.initialize();
    connection = createRedisConnection(REDIS_URL);
  });
  afterAll(async () => {
    connection?.disconnect();
    for (const prefix of prefixes) await deleteQueueKeys(REDIS_URL, prefix);
    await dataSource?.destroy();
    await db?.drop();
  });

  async function scofield(): Promise<WorkState> {
    const [row] = await dataSource.query(
      `SELECT w.generation, w.entry_count, w.published,
         (SELECT count(*)::int FROM commentary_entries e WHERE e.work_code = w.code) AS rows,
         (SELECT md5(string_agg(e.source_key || e.plain_text || e.blocks::text, '|' ORDER BY e.book, e.chapter, e.verse))
            FROM commentary_entries e WHERE e.work_code = w.code) AS md5
       FROM reference_works w WHERE w.code = 'scofield'`,
    );
    return row;
  }

  /** The installed Scofield as an earlier edition of the file left it: without its notes on John. */
  async function installEarlierEdition(): Promise<void> {
    await dataSource.query(`DELETE FROM commentary_entries WHERE work_code = 'scofield' AND book = 43`);
    await dataSource.query(
      `UPDATE reference_works SET checksum = 'an-earlier-edition' WHERE code = 'scofield'`,
    );
    // Its import rows keep their history under other ids, so this file's jobs run under the seed's ids.
    editions += 1;
    await dataSource.query(
      `UPDATE imports SET checksum = 'an-earlier-edition', job_id = job_id || $1
       WHERE source = 'corpus:commentary-scofield'`,
      [`-earlier-${editions}`],
    );
  }

  /** Queues the Scofield import on a queue of its own and waits until the worker has finished the job. */
  async function importThroughQueue(): Promise<string> {
    const prefix = uniqueQueuePrefix();
    prefixes.push(prefix);
    const queue = createImportQueue(connection, prefix);
    const workerConnection = connection.duplicate();
    const worker = startImportWorker({ dataSource, connection: workerConnection, prefix, corpusDir });
    try {
      const jobId = await enqueueCorpusText(queue, 'commentary-scofield', corpusDir);
      // Asking again for the same files queues nothing more.
      expect(await enqueueCorpusText(queue, 'commentary-scofield', corpusDir)).toBe(jobId);
      return await waitUntil(
        async () => {
          // One snapshot of the job: its state and its result are read together.
          const job = await queue.getJob(jobId);
          if (!job?.finishedOn) return undefined;
          if (job.failedReason) throw new Error(`The import failed: ${job.failedReason}`);
          return (job.returnvalue as { status: string }).status;
        },
        { what: 'the Scofield import job to finish', timeoutMs: 90_000 },
      );
    } finally {
      await worker.close();
      await queue.close();
      workerConnection.disconnect();
    }
  }

  it('was installed by the seed: published, 3,214 entries, its checksum the files’', async () => {
    const state = await scofield();
    expect(state).toMatchObject({ entry_count: 3214, published: true, rows: 3214 });
    expect(state.generation).toBeGreaterThan(0);
    const [{ checksum }] = await dataSource.query(
      `SELECT checksum FROM reference_works WHERE code = 'scofield'`,
    );
    expect(checksum).toBe(await textChecksum(corpusText('commentary-scofield'), corpusDir));
  });

  it('replaces an earlier edition once: a second import of the same files changes nothing', async () => {
    const seeded = await scofield();
    await installEarlierEdition();
    expect((await scofield()).rows).toBeLessThan(seeded.rows);

    expect(await importThroughQueue()).toBe('completed');
    const imported = await scofield();
    expect(imported).toEqual({ ...seeded, generation: seeded.generation + 1 });

    expect(await importThroughQueue()).toBe('skipped');
    expect(await scofield()).toEqual(imported);
  });

  it('recognises its own commit when its job runs again after it (no second generation)', async () => {
    await installEarlierEdition();
    const before = await scofield();
    const checksum = await textChecksum(corpusText('commentary-scofield'), corpusDir);
    let faults = 0;
    const importer = new CorpusTextImporter({
      dataSource,
      corpusDir,
      enqueueDependent: async () => undefined,
      enqueueIndex: async () => undefined,
      afterCommit: () => {
        if (faults++ === 0) throw new Error('Connection is closed.');
      },
    });
    const job = {
      id: 'import-scofield-rerun',
      data: { textId: 'commentary-scofield', checksum },
      updateProgress: async () => undefined,
    };
    await expect(importer.run(job)).rejects.toThrow('Connection is closed.');
    const written = await scofield();
    expect(written.generation).toBe(before.generation + 1);

    expect(await importer.run(job)).toEqual({ status: 'completed', count: 3214 });
    expect(await scofield()).toEqual(written);
  });
});
