import request from 'supertest';
import type { App } from 'supertest/types';
import { Client } from 'pg';
import { SESSION_COOKIE_NAME } from '@strongs/contracts';
import { StatementCounter, waitUntil } from '@strongs/testing';
import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';

describe('strong ETags from the readers’ generation', () => {
  let t: LexiconTestApp;
  let http: App;
  let counter: StatementCounter;

  beforeAll(async () => {
    // Its own copy of the corpus: a test below bumps a generation.
    t = await createLexiconTestApp();
    http = t.app.getHttpServer() as App;
    counter = new StatementCounter(t.db.name).start();
  });
  afterAll(async () => {
    counter?.stop();
    await t?.close();
  });

  it('answers a repeated anonymous entry, definition page or verse analysis 304 without reading it', async () => {
    for (const path of [
      '/api/dictionary/H7225',
      '/api/strongs/definition/H430?page=2',
      '/api/strongs/verse/1/1/1',
    ]) {
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
      // At most the generation's own read, when its two-second memo ran out in between.
      expect(statements.filter((sql) => !sql.includes('FROM migrations'))).toEqual([]);
    }
    // Another URL is another tag.
    const other = await request(http).get('/api/dictionary/H430').expect(200);
    const first = await request(http).get('/api/dictionary/H7225').expect(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('leaves a reader with a session to the body’s own ETag', async () => {
    const res = await request(http)
      .get('/api/dictionary/H7225')
      .set('cookie', `${SESSION_COOKIE_NAME}=s%3Anot-a-session`)
      .expect(200);
    expect(String(res.headers.etag)).toMatch(/^W\//);
  });

  it('changes the tag with the generation, so a client holding the old one gets the new answer', async () => {
    const before = String((await request(http).get('/api/dictionary/G26').expect(200)).headers.etag);
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    // What an import, rollback or uninstall of any text does in its transaction.
    await db
      .query(`UPDATE versions SET generation = generation + 1 WHERE code = 'kjv'`)
      .finally(() => db.end());
    const fresh = await waitUntil(
      async () => {
        const res = await request(http).get('/api/dictionary/G26').set('if-none-match', before);
        return res.status === 200 ? res : undefined;
      },
      { what: 'a 200 under the new generation', timeoutMs: 10_000, everyMs: 200 },
    );
    expect(fresh.headers.etag).not.toBe(before);
    expect((fresh.body as { strongsNumber: string }).strongsNumber).toBe('G26');
  });
});
