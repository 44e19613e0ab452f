import { createDataSource, runMigrations } from '@strongs/db';
import { createRedisConnection, enqueueIndexVersion, indexJobId } from '@strongs/queue';
import { PostgresSearchEngine } from '@strongs/search-engine';
import {
  createTestDatabase,
  deleteQueueKeys,
  uniqueQueuePrefix,
  waitUntil,
  type TestDatabase,
} from '@strongs/testing';
import type { Worker } from 'bullmq';
import type IORedis from 'ioredis';
import type { DataSource } from 'typeorm';
import { createIndexQueue, type IndexQueue } from './index-queue';
import { startIndexWorker } from './index-worker';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('the index worker (real Postgres and Redis)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let connection: IORedis;
  let workerConnection: IORedis;
  let queue: IndexQueue;
  let worker: Worker;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    await runMigrations(db.url);
    dataSource = createDataSource({ url: db.url, poolSize: 3 });
    await dataSource.initialize();
    connection = createRedisConnection(REDIS_URL);
    queue = createIndexQueue(connection, prefix);
    workerConnection = connection.duplicate();
    worker = startIndexWorker({
      db: dataSource,
      engine: new PostgresSearchEngine(dataSource),
      connection: workerConnection,
      prefix,
      batchSize: 2000,
    });
  });

  afterAll(async () => {
    await worker?.close();
    await queue?.close();
    // BullMQ leaves connections it was given open: close them, or the process never exits.
    workerConnection?.disconnect();
    connection?.disconnect();
    await deleteQueueKeys(REDIS_URL, prefix);
    await dataSource?.destroy();
    await db?.drop();
  });

  const waitForJob = (jobId: string): Promise<unknown> =>
    waitUntil(
      async () => {
        const state = await (await queue.getJob(jobId))?.getState();
        // Read again once finished: a job read just before it failed carries no failedReason yet.
        const job = state === 'completed' || state === 'failed' ? await queue.getJob(jobId) : undefined;
        if (state === 'failed') throw new Error(job!.failedReason);
        return state === 'completed' && { value: job!.returnvalue as unknown };
      },
      { what: `job ${jobId} finished`, timeoutMs: 60_000, everyMs: 100 },
    ).then((done) => done.value);
  const indexed = async (version: string): Promise<number> =>
    (
      await dataSource.query(`SELECT count(*)::int AS n FROM verse_search WHERE version_code = $1`, [version])
    )[0].n;

  it('indexes a version again when asked, once per version and checksum', async () => {
    await dataSource.query(`DELETE FROM verse_search WHERE version_code = 'tr'`);
    expect(await indexed('tr')).toBe(0);
    const jobId = await enqueueIndexVersion(queue, { versionCode: 'tr', checksum: 'a'.repeat(64) });
    expect(jobId).toBe(indexJobId('tr', 'a'.repeat(64)));
    expect(await enqueueIndexVersion(queue, { versionCode: 'tr', checksum: 'a'.repeat(64) })).toBe(jobId);
    expect(await waitForJob(jobId)).toEqual({ versionCode: 'tr', indexed: 7957 });
    expect(await indexed('tr')).toBe(7957);
    expect(await queue.getJobCounts('completed')).toEqual({ completed: 1 });
  });

  it('records the generation the engine serves once it has it, never moving it back', async () => {
    const generations = async () =>
      (await dataSource.query(`SELECT generation, search_generation FROM versions WHERE code = 'asv'`))[0];
    // An import committed generation 7; the engine serves what it had before until the job is done.
    await dataSource.query(`UPDATE versions SET generation = 7, search_generation = 6 WHERE code = 'asv'`);
    expect(await generations()).toEqual({ generation: 7, search_generation: 6 });
    await waitForJob(await enqueueIndexVersion(queue, { versionCode: 'asv', checksum: 'd'.repeat(64) }));
    expect(await generations()).toEqual({ generation: 7, search_generation: 7 });
    // A late job that read an older generation leaves the newer one.
    await dataSource.query(`UPDATE versions SET search_generation = 9 WHERE code = 'asv'`);
    await waitForJob(await enqueueIndexVersion(queue, { versionCode: 'asv', checksum: 'e'.repeat(64) }));
    expect(await generations()).toEqual({ generation: 7, search_generation: 9 });
  });

  it('leaves an index that is already in step untouched', async () => {
    const jobId = await enqueueIndexVersion(queue, { versionCode: 'kjv', checksum: 'b'.repeat(64) });
    expect(await waitForJob(jobId)).toEqual({ versionCode: 'kjv', indexed: 31102 });
  });

  it('drops an uninstalled version from the engine and completes', async () => {
    await dataSource.query(`UPDATE versions SET installed = false WHERE code = 'ylt'`);
    expect(await indexed('ylt')).toBe(31102);
    const jobId = await enqueueIndexVersion(queue, { versionCode: 'ylt', checksum: 'c'.repeat(64) });
    expect(await waitForJob(jobId)).toEqual({ versionCode: 'ylt', indexed: 0 });
    expect(await indexed('ylt')).toBe(0);
    expect(await queue.getJobCounts('failed')).toEqual({ failed: 0 });
  });

  it('fails at once, without retries, for a version code that does not exist', async () => {
    const jobId = await enqueueIndexVersion(queue, { versionCode: 'nosuch', checksum: 'd'.repeat(64) });
    await expect(waitForJob(jobId)).rejects.toThrow('No version nosuch to index');
    expect((await queue.getJob(jobId))!.attemptsMade).toBe(1);
  });
});
