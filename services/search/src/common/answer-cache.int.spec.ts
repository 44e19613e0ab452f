import request from 'supertest';
import { Client } from 'pg';
import type { SearchResponse } from '@strongs/contracts';
import { waitUntil } from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

/** Issue #27: a cached answer follows the generation the engine serves, not the time of the last import. */
describe('cached search answers', () => {
  let t: TestApp;
  let db: Client;
  const total = async (q: string): Promise<number> =>
    (
      (await request(t.app.getHttpServer()).get('/api/search-strongs').query({ q, db: 'asv' }).expect(200))
        .body as SearchResponse
    ).totalResults;

  beforeAll(async () => {
    t = await startTestApp();
    db = new Client({ connectionString: t.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  it('are answered again once a new generation is live, without waiting for them to expire', async () => {
    expect(await total('quetzalcoatl')).toBe(0);
    // A rollback as it commits: the text and the version's generation change (updated_at is left alone).
    await db.query(
      `UPDATE verses SET text = text || ' quetzalcoatl' WHERE version_code = 'asv' AND book = 1 AND chapter = 1 AND verse = 1`,
    );
    await db.query(`UPDATE versions SET generation = generation + 1 WHERE code = 'asv'`);
    // Within the versions list's few seconds, not the answer cache's ten minutes.
    await waitUntil(async () => (await total('quetzalcoatl')) === 1, {
      what: 'the answer from the new generation',
      timeoutMs: 15_000,
      everyMs: 250,
    });
  });
});
