import type { DictionaryEntryResponse } from '@strongs/contracts';
import { StatementCounter } from '@strongs/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createLexiconTestApp, type LexiconTestApp } from '../testing/lexicon-test-app';

describe('statements a dictionary entry sends to Postgres', () => {
  let t: LexiconTestApp;
  let http: App;
  let counter: StatementCounter;

  const entry = (n: string) =>
    counter.during(async () => (await request(http).get(`/api/dictionary/${n}`)).body as DictionaryEntryResponse);

  beforeAll(async () => {
    t = await createLexiconTestApp({}, { readOnly: true });
    http = t.app.getHttpServer() as App;
    counter = new StatementCounter(new URL(t.db.url).pathname.slice(1)).start();
  });
  afterAll(async () => {
    counter?.stop();
    await t?.close();
  });

  it('measures', async () => {
    const bodies: unknown[] = [];
    for (const n of ['H7225', 'G26', 'H157', 'G25', 'H1', 'H430', 'H99999', 'H7225', 'H3068', 'G2424', 'H1254', 'G3056', 'H2617', 'H8674', 'G5624']) {
      const { result, statements } = await entry(n);
      bodies.push(result);
      process.stdout.write(
        `${n} ${result.strongsNumber ?? JSON.stringify(result)} statements=${statements.length}\n${statements.map((s) => `   ${s.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n')}\n`,
      );
    }
    require('node:fs').writeFileSync(process.env.LEAN_OUT ?? '/tmp/lean-entry.json', JSON.stringify(bodies, null, 1));
  });
});
