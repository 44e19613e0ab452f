import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ReadDatabase } from '@strongs/db';
import { customAndGenericPlans, type PlanShape } from '@strongs/testing';
import { createLexiconTestApp, type LexiconTestApp } from '../testing/lexicon-test-app';

interface Sent {
  sql: string;
  parameters: unknown[];
}

/**
 * Issue #32: an entry's statement is sent through ReadDatabase.queryPlannedOnce, planned once per connection and
 * run with that plan for every number. Checked here against the plan Postgres makes for each number's own values,
 * over entries of every size: the most frequent words of both testaments, rare names, and a spread of the
 * dictionary chosen by a hash.
 */
describe("an entry's statement planned once has the plan its number would get (issue #32)", () => {
  let t: LexiconTestApp;
  let client: Client;
  const sent: Sent[] = [];

  beforeAll(async () => {
    t = await createLexiconTestApp({}, { readOnly: true });
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

  it('plans every entry as its own number would be planned', async () => {
    const { rows } = await client.query<{ strongs: string }>(
      `SELECT strongs FROM lexicon_entries ORDER BY md5(strongs) LIMIT 120`,
    );
    const numbers = [
      ...new Set(['H3068', 'H430', 'G3588', 'G2316', 'H8674', 'G5624', ...rows.map((r) => r.strongs)]),
    ];
    for (const n of numbers)
      await request(t.app.getHttpServer() as App)
        .get(`/api/dictionary/${n}`)
        .expect(200);
    expect(sent).toHaveLength(numbers.length);

    const differing: { parameters: unknown[]; custom: PlanShape; generic: PlanShape }[] = [];
    for (const { sql, parameters } of sent) {
      const [custom, generic] = await customAndGenericPlans(client, sql, parameters);
      if (JSON.stringify(custom) !== JSON.stringify(generic)) differing.push({ parameters, custom, generic });
    }
    expect(differing).toEqual([]);
  });
});
