import { Client } from 'pg';
import request from 'supertest';
import { ReadDatabase } from '@strongs/db';
import { customAndGenericPlans, type PlanShape } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

interface Sent {
  sql: string;
  parameters: unknown[];
}

/**
 * Issue #32: a statement sent through ReadDatabase.queryPlannedOnce is planned once per connection and run with
 * that generic plan for every visitor's values. That is only right when Postgres would choose the same plan for
 * the values themselves: checked here for every statement the search service sends that way, over searches of
 * words from the whole range of frequencies in the corpus.
 */
describe('statements planned once have the plan their values would get (issue #32)', () => {
  let t: TestApp;
  let client: Client;
  const sent: Sent[] = [];

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    const reads = t.app.get(ReadDatabase);
    const send = reads.queryPlannedOnce.bind(reads);
    reads.queryPlannedOnce = (sql: string, parameters?: unknown[]) => {
      sent.push({ sql, parameters: parameters ?? [] });
      return send(sql, parameters);
    };
    client = new Client({ connectionString: t.db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await t?.close();
  });

  it('sends a word search and its page planned once, with the plan each search would have had', async () => {
    // Words of every frequency: the KJV's own, spread by a hash rather than chosen, and the extremes by name.
    const { rows } = await client.query<{ word: string }>(
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

    const engine = sent.filter((s) => s.sql.startsWith('WITH hits'));
    const pages = sent.filter((s) => s.sql.startsWith('SELECT'));
    expect(engine.length).toBeGreaterThan(120);
    expect(pages.length).toBeGreaterThan(120);
    expect(engine.length + pages.length).toBe(sent.length);

    const differing: { sql: string; parameters: unknown[]; custom: PlanShape; generic: PlanShape }[] = [];
    for (const statement of sent) {
      const [custom, generic] = await customAndGenericPlans(client, statement.sql, statement.parameters);
      if (JSON.stringify(custom) !== JSON.stringify(generic))
        differing.push({ ...statement, custom, generic });
    }
    expect(differing).toEqual([]);
  });

  it("keeps a book scope, a Strong's number and another numbering on plans made for their values", async () => {
    sent.length = 0;
    for (const query of [{ q: 'the', book: 'Obadiah' }, { q: 'H7307', db: 'wlc' }, { q: 'H157' }])
      await request(t.app.getHttpServer()).get('/api/search-strongs').query(query).expect(200);
    // Their pages of verses alone may be: the scoped search's is.
    expect(sent.map((s) => s.sql.slice(0, 10))).toEqual(['SELECT (SE']);
    expect(sent[0].sql).toContain(`'[]'::json AS tagged`);
  });
});
