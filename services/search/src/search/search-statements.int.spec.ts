import request from 'supertest';
import type { SearchResponse } from '@strongs/contracts';
import { StatementCounter, withClockStopped } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

/** Issue #32: a word search costs at most this many statements on a cache miss (the engine's and its page's). */
const WORD_SEARCH_BUDGET = 2;

describe('statements GET /api/search-strongs sends to Postgres (issue #32)', () => {
  let t: TestApp;
  let counter: StatementCounter;

  const search = (query: Record<string, string | number | boolean>) =>
    counter.during(async () => {
      const res = await request(t.app.getHttpServer()).get('/api/search-strongs').query(query).expect(200);
      return res.body as SearchResponse;
    });

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    counter = new StatementCounter(t.db.name).start();
  });
  afterAll(async () => {
    counter?.stop();
    await t?.close();
  });

  it('answers distinct word searches (and a reference list) in at most two statements each on a miss', async () => {
    const queries: Record<string, string | number | boolean>[] = [
      { q: 'love' },
      { q: 'love', page: 2 },
      { q: 'love', db: 'kjv', perPage: 10, sort: 'relevance' },
      { q: 'love', book: 'John' },
      { q: 'H157' },
      { q: 'H7225', db: 'kjv', strongs: true, perPage: 100 },
      { q: '"in the beginning"' },
      { q: '"God so loved"', db: 'kjv' },
      { q: 'faith hope' },
      { q: 'H7307', db: 'wlc', book: 'Joel' },
      { q: 'amor', db: 'rv1909' },
      { q: 'agape' },
      { q: 'Gen 1:1-3; Jn 3:16' },
    ];
    const answers = await withClockStopped(async () => {
      await search({ q: 'light' });
      const out: { query: (typeof queries)[number]; body: SearchResponse; statements: string[] }[] = [];
      for (const query of queries) {
        const { result, statements } = await search(query);
        out.push({ query, body: result, statements });
      }
      return out;
    });
    const overBudget = answers.filter((a) => a.statements.length > WORD_SEARCH_BUDGET);
    expect(overBudget.map(({ query, statements }) => ({ query, statements }))).toEqual([]);

    const [love, , , , h157, h7225, beginning, , , wlc, , agape, references] = answers.map((a) => a.body);
    expect(love.totalResults).toBe(280);
    expect(love.topicMatches).toContainEqual({ slug: 'love', name: 'LOVE' });
    expect(h157.totalResults).toBe(195);
    expect(h7225.totalResults).toBe(48);
    expect(h7225.results[0].matchedWords).toContain('beginning');
    expect(h7225.results[0].tokens?.length).toBeGreaterThan(0);
    expect(beginning.results[0].reference).toBe('Genesis 1:1');
    expect(wlc.results.map((r) => r.kjvReference)).toContain('Joel 2:28');
    expect(agape.totalResults).toBe(0);
    expect(agape.lexiconMatches).toContainEqual(expect.objectContaining({ strongsNumber: 'G26' }));
    expect(references.results.map((r) => r.reference)).toEqual([
      'Genesis 1:1',
      'Genesis 1:2',
      'Genesis 1:3',
      'John 3:16',
    ]);
  });

  it('answers a search asked again from its cache, with no statement', async () => {
    const [first, again] = await withClockStopped(async () => {
      const miss = await search({ q: 'charity' });
      return [miss, await search({ q: 'charity' })] as const;
    });
    expect(first.statements.length).toBeGreaterThan(0);
    expect(again.result).toEqual(first.result);
    expect(again.statements).toEqual([]);
  });

  it('reads the versions, settings, topical work and last dictionary import once every 5 s, not once per search', async () => {
    const [first, next] = await withClockStopped(async () => {
      await search({ q: 'grace' });
      jest.setSystemTime(Date.now() + 5_001);
      return [await search({ q: 'mercy' }), await search({ q: 'peace' })] as const;
    });
    const memoReads = (statements: string[]) =>
      statements.filter((sql) => /FROM (versions|system_settings|reference_works|imports)\b/.test(sql));
    expect(memoReads(first.statements)).toHaveLength(4);
    expect(first.statements.length - 4).toBeLessThanOrEqual(WORD_SEARCH_BUDGET);
    expect(memoReads(next.statements)).toEqual([]);
    expect(next.statements.length).toBeLessThanOrEqual(WORD_SEARCH_BUDGET);
  });
});
