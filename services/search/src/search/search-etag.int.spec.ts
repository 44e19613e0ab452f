import request from 'supertest';
import type { App } from 'supertest/types';
import { Client } from 'pg';
import { SESSION_COOKIE_NAME, type SearchResponse } from '@strongs/contracts';
import { StatementCounter, waitUntil } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

describe('strong ETags of a visitor’s word search', () => {
  let t: TestApp;
  let http: App;
  let counter: StatementCounter;

  beforeAll(async () => {
    // Its own copy of the corpus: a test below bumps a generation.
    t = await startTestApp();
    http = t.app.getHttpServer() as App;
    counter = new StatementCounter(t.db.name).start();
  });
  afterAll(async () => {
    counter?.stop();
    await t?.close();
  });

  it('answers a repeated anonymous search 304 before searching', async () => {
    const path = '/api/search-strongs?q=charity&db=kjv';
    const first = await request(http).get(path).expect(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    const { result: again, statements } = await counter.during(() =>
      request(http)
        .get(path)
        .set('if-none-match', etag)
        .then((res) => res),
    );
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    // No search ran: at most the brief caches of versions, topics or settings were read again.
    expect(statements.filter((sql) => /\bverses\b|verse_search|search_words/.test(sql))).toEqual([]);

    const other = await request(http).get('/api/search-strongs?q=charity&db=kjv&page=2').expect(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('leaves a reader with a session to the body’s own ETag', async () => {
    const res = await request(http)
      .get('/api/search-strongs?q=charity&db=kjv')
      .set('cookie', `${SESSION_COOKIE_NAME}=s%3Anot-a-session`)
      .expect(200);
    expect(String(res.headers.etag)).toMatch(/^W\//);
  });

  it('changes the tag when a text is imported again, so the old one gets the new answer', async () => {
    const path = '/api/search-strongs?q=grace&db=kjv';
    const before = String((await request(http).get(path).expect(200)).headers.etag);
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    // What an import, rollback or uninstall of any text does in its transaction.
    await db
      .query(`UPDATE versions SET generation = generation + 1 WHERE code = 'kjv'`)
      .finally(() => db.end());
    const fresh = await waitUntil(
      async () => {
        const res = await request(http).get(path).set('if-none-match', before);
        return res.status === 200 ? res : undefined;
      },
      { what: 'a 200 under the new generation', timeoutMs: 15_000, everyMs: 200 },
    );
    expect(fresh.headers.etag).not.toBe(before);
    expect((fresh.body as { totalResults: number }).totalResults).toBeGreaterThan(0);
  });

  it('changes the tag and the answer when the dictionary is imported again (its matches are part of the answer)', async () => {
    const path = '/api/search-strongs?q=agape&db=kjv';
    const first = await request(http).get(path).expect(200);
    const match = (body: unknown) =>
      (body as SearchResponse).lexiconMatches?.find((m) => m.strongsNumber === 'G26')?.transliteration;
    expect(match(first.body)).toBe('agápē');
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    try {
      // What a dictionary import commits: changed entries, then its completed row.
      await db.query(`UPDATE lexicon_entries SET transliteration = 'agápē (again)' WHERE strongs = 'G26'`);
      await db.query(
        `INSERT INTO imports (job_id, kind, source, status) VALUES ('etag-dictionary-test', 'lexicon', 'test', 'completed')`,
      );
    } finally {
      await db.end();
    }
    const fresh = await waitUntil(
      async () => {
        const res = await request(http).get(path).set('if-none-match', String(first.headers.etag));
        return res.status === 200 ? res : undefined;
      },
      { what: 'a 200 after the dictionary import', timeoutMs: 15_000, everyMs: 200 },
    );
    expect(match(fresh.body)).toBe('agápē (again)');
    // The answer cache follows the same generation: a request without a tag gets the new entry too.
    expect(match((await request(http).get(path).expect(200)).body)).toBe('agápē (again)');
  });
});
