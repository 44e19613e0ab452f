import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { QUEUES } from '@strongs/queue';
import { uniqueQueuePrefix } from '@strongs/testing';
import { startStack, type Stack, STACK_START_LIMIT_MS } from '../support/stack';
import {
  healthStatus,
  isErrorShape,
  moreAnswers,
  msUntil,
  startTraffic,
  stopAllTraffic,
  timedGet,
} from './support/fault-traffic';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis';

jest.setTimeout(120_000);

const ADMIN = { username: 'fault.admin', password: `${randomBytes(18).toString('base64url')}-Zq9` };
const RECONNECT_LIMIT_MS = 10_000;

/** The whole stack on a Redis of its own, which is shut down and started again under traffic. */
describe('Redis restarted during traffic', () => {
  let redis: PrivateRedis;
  let stack: Stack;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    redis = await startPrivateRedis();
    stack = await startStack({
      env: {
        REDIS_URL: redis.url,
        QUEUE_PREFIX: prefix,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
  }, STACK_START_LIMIT_MS);
  afterAll(async () => {
    await stopAllTraffic();
    await stack?.stop();
    await redis?.close();
  });

  async function logIn(): Promise<string> {
    const res = await fetch(`${stack.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0];
  }

  /**
   * An uploaded file's import job, queued as the importer queues it after the dry run (the stack runs no import
   * worker, so the dry run the API waits for would not answer, and the job stays waiting).
   */
  async function queueImport(cookie: string): Promise<string> {
    const form = new FormData();
    form.append('bibleVersion', 'nkjv');
    form.append(
      'file',
      new Blob(['Genesis|1|1|In the beginning\n'], { type: 'text/plain' }),
      'one-verse.txt',
    );
    const headers = { cookie, origin: stack.baseUrl };
    const uploaded = await fetch(`${stack.baseUrl}/api/admin/upload-bible`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { file } = (await uploaded.json()) as { file: { path: string } };
    const connection = new IORedis(redis.url, { maxRetriesPerRequest: 1 });
    const queue = new Queue(QUEUES.imports, { connection, prefix });
    try {
      const job = await queue.add(
        'import-bible-file',
        { version: 'nkjv', versionCode: 'nkjv', fileName: file.path, checksum: 'queued-by-test' },
        { jobId: `import-upload-nkjv-fault-${Date.now()}`, attempts: 3 },
      );
      return job.id as string;
    } finally {
      await queue.close();
      connection.disconnect();
    }
  }

  async function jobState(jobId: string): Promise<string | undefined> {
    const connection = new IORedis(redis.url, { maxRetriesPerRequest: 1 });
    const queue = new Queue(QUEUES.imports, { connection, prefix });
    try {
      return await (await queue.getJob(jobId))?.getState();
    } finally {
      await queue.close();
      connection.disconnect();
    }
  }

  it('recovers within 10 s, keeps the queued job, and at worst asks a logged-in user to log in again', async () => {
    expect(await healthStatus(stack.baseUrl)).toBe(200);
    const cookie = await logIn();
    const jobId = await queueImport(cookie);
    expect(await jobState(jobId)).toBe('waiting');

    const traffic = startTraffic(stack.baseUrl);
    await moreAnswers(traffic, 8, 'traffic flowing before the restart');
    // Down under traffic, as a real restart of a Redis host would be: until the stack has noticed (health
    // red) and the loops have sent requests into the outage.
    await redis.stop();
    await Promise.all([
      moreAnswers(traffic, 8, 'traffic during the outage'),
      msUntil(async () => (await healthStatus(stack.baseUrl)) !== 200, RECONNECT_LIMIT_MS, '/api/health red'),
    ]);
    await redis.start();
    const restartedAt = Date.now();
    // The limits are the waits' own: health green, then search answering, each within RECONNECT_LIMIT_MS.
    const healthMs = await msUntil(
      async () => (await healthStatus(stack.baseUrl)) === 200,
      RECONNECT_LIMIT_MS,
      '/api/health green again',
    );
    await msUntil(
      async () => (await timedGet(stack.baseUrl, '/api/search-strongs?q=charity&db=kjv')).status === 200,
      RECONNECT_LIMIT_MS,
      'search answers',
    );
    const searchMs = Date.now() - restartedAt;
    await moreAnswers(traffic, 8, 'traffic after the restart');
    const records = await traffic.stop();

    // Nothing hung or dropped the connection; a failure during the restart is the JSON error shape.
    expect(records.filter((r) => typeof r.status !== 'number')).toEqual([]);
    expect(records.filter((r) => (r.status as number) >= 400 && !isErrorShape(r))).toEqual([]);
    expect(records.at(-1)?.status).toBe(200);

    expect(await jobState(jobId)).toBe('waiting');

    const user = await timedGet(stack.baseUrl, '/api/user', { cookie });
    expect([200, 401]).toContain(user.status);
    const failed = records.filter((r) => r.status !== 200);
    console.log(
      `[fault] Redis restart: health green ${healthMs} ms and search answering ${searchMs} ms after the restart; ` +
        `${records.length} requests during it, ${failed.length} not 200 (${[...new Set(failed.map((r) => r.status))].join(', ') || 'none'}); session afterwards: ${user.status}`,
    );
    if (user.status === 401)
      expect((await timedGet(stack.baseUrl, '/api/user', { cookie: await logIn() })).status).toBe(200);
  });
});
