import request from 'supertest';
import { ReadDatabase } from '@strongs/db';
import { PlannedOnceProbe } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Issue #32: a statement sent through ReadDatabase.queryPlannedOnce is planned once per connection and run with
 * that generic plan for every visitor's values. That is only right when Postgres would choose the same plan for
 * the values themselves: checked here for every statement the search service sends that way, over searches of
 * words from the whole range of frequencies in the corpus.
 */
describe('statements planned once have the plan their values would get (issue #32)', () => {
  let t: TestApp;
  let probe: PlannedOnceProbe;

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    probe = await PlannedOnceProbe.start(t.app.get(ReadDatabase), t.db.url);
  });
  afterAll(async () => {
    await probe?.close();
    await t?.close();
  });

  it('sends a word search and its page planned once, with the plan each search would have had', async () => {
    // Words of every frequency: the KJV's own, spread by a hash rather than chosen, and the extremes by name.
    const { rows } = await probe.client.query<{ word: string }>(
      `SELECT word FROM (SELECT DISTINCT lower(w) AS word
         FROM verses, regexp_split_to_table(text, '[^A-Za-z]+') AS w WHERE version_code = 'kjv') words
       WHERE length(word) > 2 ORDER BY md5(word) LIMIT 120`,
    );
    const queries: Record<string, string | number | boolean>[] = [
      ...rows.map(({ word }) => ({ q: word })),
      { q: 'the' },
      { q: 'and' },
      { q: 'lord', strongs: true, perPage: 100 },
      { q: 'propitiation' },
      { q: 'xyzzy' },
      { q: '"in the beginning"' },
      { q: 'faith hope charity' },
      { q: 'lov*' },
      { q: 'love -hate' },
      { q: 'love', page: 3 },
      { q: 'amor', db: 'rv1909' },
      { q: 'Gen 1:1-3; Jn 3:16' },
    ];
    for (const query of queries)
      await request(t.app.getHttpServer()).get('/api/search-strongs').query(query).expect(200);

    const engine = probe.sent.filter((s) => s.sql.startsWith('WITH hits'));
    const pages = probe.sent.filter((s) => s.sql.startsWith('SELECT'));
    expect(engine.length).toBeGreaterThan(120);
    expect(pages.length).toBeGreaterThan(120);
    expect(engine.length + pages.length).toBe(probe.sent.length);

    expect(await probe.plannedOtherwise()).toEqual([]);
  });

  it("keeps a book scope, a Strong's number and another numbering on plans made for their values", async () => {
    probe.sent.length = 0;
    for (const query of [{ q: 'the', book: 'Obadiah' }, { q: 'H7307', db: 'wlc' }, { q: 'H157' }])
      await request(t.app.getHttpServer()).get('/api/search-strongs').query(query).expect(200);
    // Their pages of verses alone may be: the scoped search's is.
    expect(probe.sent.map((s) => s.sql.slice(0, 10))).toEqual(['SELECT (SE']);
    expect(probe.sent[0].sql).toContain(`'[]'::json AS tagged`);
  });
});
