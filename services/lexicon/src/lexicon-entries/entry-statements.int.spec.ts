import type { DictionaryEntryResponse } from '@strongs/contracts';
import { StatementCounter, waitUntil, withClockStopped } from '@strongs/testing';
import type IORedis from 'ioredis';
import { LexiconCacheStore } from '../cache/lexicon-cache-store';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createLexiconTestApp, type LexiconTestApp } from '../testing/lexicon-test-app';

/** Issue #32: a dictionary entry costs at most this many statements on a cache miss. */
const ENTRY_BUDGET = 2;

describe('statements GET /api/dictionary/{number} sends to Postgres (issue #32)', () => {
  let t: LexiconTestApp;
  let http: App;
  let redis: IORedis;
  let counter: StatementCounter;

  const entry = (n: string) =>
    counter.during(
      async () =>
        (await request(http).get(`/api/dictionary/${n}`).expect(200)).body as DictionaryEntryResponse,
    );
  const cachedKey = async (n: string) =>
    (await redis.keys(`${t.config.LEXICON_CACHE_PREFIX}*:entry:${n}`)).length > 0;

  beforeAll(async () => {
    t = await createLexiconTestApp({}, { readOnly: true });
    http = t.app.getHttpServer() as App;
    redis = t.app.get(LexiconCacheStore).client;
    // A request before Redis is ready computes its answer without keeping it.
    await waitUntil(() => redis.status === 'ready', { what: "the lexicon's Redis connection" });
    counter = new StatementCounter(t.db.name).start();
  });
  afterAll(async () => {
    counter?.stop();
    await t?.close();
  });

  it('reads each entry in at most two statements on a miss, whatever its relations and occurrences', async () => {
    const misses = await withClockStopped(async () => {
      await entry('H1');
      const out: { n: string; word: string; totalVerses: number; statements: string[] }[] = [];
      for (const n of ['H7225', 'G26', 'H157', 'H430', 'H3068', 'G3056', 'H8674', 'G5624']) {
        const { result, statements } = await entry(n);
        out.push({ n, word: result.strongsNumber, totalVerses: result.totalVerses, statements });
      }
      return out;
    });
    for (const miss of misses) {
      expect(miss.word).toBe(miss.n);
      expect(miss.totalVerses).toBeGreaterThan(0);
    }
    const overBudget = misses.filter((m) => m.statements.length > ENTRY_BUDGET);
    expect(overBudget.map(({ n, statements }) => ({ n, statements }))).toEqual([]);
    expect(misses.find((m) => m.n === 'H7225')?.totalVerses).toBe(48);
  });

  it('answers an unknown number with one statement, and a cached entry with none', async () => {
    await entry('G26');
    await waitUntil(() => cachedKey('G26'), { what: 'G26 kept in Redis' });
    const [unknown, hit] = await withClockStopped(async () => {
      await entry('G25');
      const missing = await counter.during(() => request(http).get('/api/dictionary/H9999').expect(404));
      return [missing, await entry('G26')] as const;
    });
    expect(unknown.statements).toHaveLength(1);
    expect(hit.result.related).toContainEqual(
      expect.objectContaining({ strongsNumber: 'G25', relation: 'derives_from' }),
    );
    expect(hit.statements).toEqual([]);
  });

  it('reads the generation its answers are kept under once every 2 s, not once per entry', async () => {
    const [first, next] = await withClockStopped(async () => {
      await entry('H2617');
      jest.setSystemTime(Date.now() + 2_001);
      return [await entry('G2424'), await entry('H1254')] as const;
    });
    const generationReads = (statements: string[]) =>
      statements.filter((sql) => sql.includes('FROM imports'));
    expect(generationReads(first.statements)).toHaveLength(1);
    expect(first.statements.length - 1).toBeLessThanOrEqual(ENTRY_BUDGET);
    expect(generationReads(next.statements)).toEqual([]);
    expect(next.statements.length).toBeLessThanOrEqual(ENTRY_BUDGET);
  });
});
