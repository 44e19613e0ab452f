import request from 'supertest';
import type { SearchResponse } from '@strongs/contracts';
import { StatementCounter } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

describe('statements a word search sends to Postgres', () => {
  let t: TestApp;
  let counter: StatementCounter;

  const search = async (query: Record<string, string | number>) =>
    counter.during(async () => {
      const res = await request(t.app.getHttpServer()).get('/api/search-strongs').query(query).expect(200);
      return res.body as SearchResponse;
    });

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
    counter = new StatementCounter(new URL(t.db.url).pathname.slice(1)).start();
  });
  afterAll(async () => {
    counter?.stop();
    await t?.close();
  });

  it('measures', async () => {
    const queries: Record<string, string | number>[] = [
      { q: 'love' },
      { q: 'love', page: 2 },
      { q: 'love', db: 'kjv', perPage: 10 },
      { q: 'H157' },
      { q: 'H7225', db: 'kjv' },
      { q: '"in the beginning"' },
      { q: '"God so loved"', db: 'kjv' },
      { q: 'faith hope' },
      { q: 'lovv' },
      { q: 'John 3:16' },
      { q: 'love', db: 'wlc' },
      { q: 'H157', db: 'wlc' },
      { q: 'amor', db: 'rv1909' },
      { q: 'love' },
    ];
    const bodies: unknown[] = [];
    for (const q of queries) {
      const { result, statements } = await search(q);
      bodies.push(result);
      process.stdout.write(
        `${JSON.stringify(q)} total=${result.totalResults} statements=${statements.length}\n${statements.map((s) => `   ${s.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n')}\n`,
      );
    }
    require('node:fs').writeFileSync(
      process.env.LEAN_OUT ?? '/tmp/lean-search.json',
      JSON.stringify(bodies, null, 1),
    );
  });
});
