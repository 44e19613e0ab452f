import request from 'supertest';
import type { App } from 'supertest/types';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { READS_BUSY_MESSAGE } from '@strongs/contracts';
import { waitUntil } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';
import { ReadAdmission } from './read-admission';

describe('the reads lane of the search service’s database pool', () => {
  let t: TestApp;
  let http: App;
  let locker: Client;
  // Its own connection: inside the locker's transaction pg_stat_activity would stay the snapshot first read.
  let observer: Client;

  beforeAll(async () => {
    // A pool of 6 with 3 of it for reads, 2 more reads waiting at most.
    t = await startTestApp({ DB_POOL_SIZE: '6', READ_QUEUE: '2', SEARCH_QUEUE_WAIT_MS: '30000' });
    http = t.app.getHttpServer() as App;
    locker = new Client({ connectionString: t.db.url });
    await locker.connect();
    observer = new Client({ connectionString: t.db.url });
    await observer.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await observer?.end();
    await t?.close();
  });

  const waitingOnLock = async (): Promise<number> => {
    const { rows } = await observer.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    return rows[0].n;
  };

  it('holds a flood of chapter reads to its share of connections, queues a few, refuses the rest at once', async () => {
    const lane = t.app.get(ReadAdmission).lane;
    expect(lane.concurrency).toBe(3);
    // Every chapter read now waits on the verses table while holding its connection.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE verses IN ACCESS EXCLUSIVE MODE');
    const chapter = (n: number) =>
      request(http)
        .get(`/api/bible/chapter/Genesis/${n}/kjv`)
        .then((res) => res);
    const held = [1, 2, 3, 4, 5].map(chapter);
    let lastLock = 0;
    await waitUntil(async () => (lastLock = await waitingOnLock()) === 3 && lane.queued === 2, {
      what: 'three chapter reads on their connections and two waiting for a turn',
      timeoutMs: 15_000,
      everyMs: 50,
      detail: () => `on the lock: ${lastLock}, queued: ${lane.queued}`,
    });

    // The sixth is refused at once, and the pool still has connections for everyone else.
    const refused = await chapter(6);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ statusCode: 503, message: READS_BUSY_MESSAGE });
    const [{ books }] = await t.app
      .get(DataSource)
      .query<{ books: number }[]>('SELECT count(*)::int AS books FROM books');
    expect(books).toBe(66);
    expect(await waitingOnLock()).toBe(3);

    await locker.query('COMMIT');
    const answers = await Promise.all(held);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((res) => (res.body as { chapter: number }).chapter)).toEqual([1, 2, 3, 4, 5]);
  });

  it('runs reference searches, the interlinear and the concordance in the same lane', async () => {
    const lane = t.app.get(ReadAdmission).lane;
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE verses, original_words IN ACCESS EXCLUSIVE MODE');
    const reads = [
      request(http)
        .get('/api/search-strongs?q=John+3:16')
        .then((res) => res),
      request(http)
        .get('/api/interlinear/John/3/16')
        .then((res) => res),
      request(http)
        .get('/api/strongs/concordance/G26')
        .then((res) => res),
    ];
    await waitUntil(async () => (await waitingOnLock()) === 3, {
      what: 'the three reads holding the three places of the lane',
      timeoutMs: 15_000,
      everyMs: 50,
    });
    // A fourth read of any of these kinds waits its turn instead of taking a fourth connection.
    const fourth = request(http)
      .get('/api/bible/chapter/Exodus/1/kjv')
      .then((res) => res);
    await waitUntil(() => lane.queued === 1, {
      what: 'the fourth read queued',
      timeoutMs: 5_000,
      everyMs: 20,
    });
    expect(await waitingOnLock()).toBe(3);
    await locker.query('COMMIT');
    expect((await Promise.all([...reads, fourth])).map((res) => res.status)).toEqual([200, 200, 200, 200]);
  });
});
