import request from 'supertest';
import type { App } from 'supertest/types';
import { ReadDatabase } from '@strongs/db';
import { PlannedOnceProbe } from '@strongs/testing';
import { createLexiconTestApp, type LexiconTestApp } from '../testing/lexicon-test-app';

/**
 * Issue #32: an entry's statement is sent through ReadDatabase.queryPlannedOnce, planned once per connection and
 * run with that plan for every number. Checked here against the plan Postgres makes for each number's own values,
 * over entries of every size: the most frequent words of both testaments, rare names, and a spread of the
 * dictionary chosen by a hash.
 */
describe("an entry's statement planned once has the plan its number would get (issue #32)", () => {
  let t: LexiconTestApp;
  let probe: PlannedOnceProbe;

  beforeAll(async () => {
    t = await createLexiconTestApp({}, { readOnly: true });
    probe = await PlannedOnceProbe.start(t.app.get(ReadDatabase), t.db.url);
  });
  afterAll(async () => {
    await probe?.close();
    await t?.close();
  });

  it('plans every entry as its own number would be planned', async () => {
    const { rows } = await probe.client.query<{ strongs: string }>(
      `SELECT strongs FROM lexicon_entries ORDER BY md5(strongs) LIMIT 120`,
    );
    const numbers = [
      ...new Set(['H3068', 'H430', 'G3588', 'G2316', 'H8674', 'G5624', ...rows.map((r) => r.strongs)]),
    ];
    for (const n of numbers)
      await request(t.app.getHttpServer() as App)
        .get(`/api/dictionary/${n}`)
        .expect(200);
    expect(probe.sent).toHaveLength(numbers.length);

    expect(await probe.plannedOtherwise()).toEqual([]);
  });
});
