import { waitUntil } from '@strongs/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../test-app';
import { AnalyticsService } from './analytics.service';

describe('POST /api/analytics/search', () => {
  let t: TestApp;
  const post = (body: unknown) =>
    request(t.app.getHttpServer())
      .post('/api/analytics/search')
      .send(body as object);

  beforeAll(async () => {
    // A private counter prefix: the per-address limit is shared through Redis.
    t = await startTestApp({
      QUEUE_PREFIX: `analytics-test-${Date.now()}`,
      ANALYTICS_EVENTS_PER_MINUTE: '4',
    });
    // Before the first event: it is the one that finds the retention prune due.
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO search_events (query, search_type, created_at) VALUES ('last year', 'text', now() - interval '400 days'), ('last week', 'text', now() - interval '7 days')`,
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores the results page form {query, database} and the Strong's page form {searchTerm, resultCount, searchType}", async () => {
    await post({ query: 'in the beginning', database: 'DB1' }).expect(201, { recorded: true });
    await post({ searchTerm: 'H7225', resultCount: 48, searchType: 'strongs' }).expect(201);
    const rows = await t.app
      .get(DataSource)
      .query(
        `SELECT query, version_code, search_type, result_count FROM search_events WHERE created_at > now() - interval '1 hour' ORDER BY id`,
      );
    expect(rows).toEqual([
      { query: 'in the beginning', version_code: 'db1', search_type: 'text', result_count: null },
      { query: 'H7225', version_code: null, search_type: 'strongs', result_count: 48 },
    ]);
  });

  it('refuses a body without a query, or with fields of the wrong type', async () => {
    expect((await post({ database: 'kjv' }).expect(400)).body.message).toBe(
      'Send query (with database) or searchTerm',
    );
    expect((await post({ searchTerm: 'x', resultCount: 'many' }).expect(400)).body.message).toBe(
      'resultCount must be a whole number',
    );
    expect((await post({ query: 'x', extra: 1 }).expect(400)).body.message).toBe(
      'property extra should not exist',
    );
  });

  it('records at most ANALYTICS_EVENTS_PER_MINUTE events per address and minute, and says when it did not', async () => {
    const db = t.app.get(DataSource);
    await db.query(`DELETE FROM search_events WHERE created_at > now() - interval '1 hour'`);
    const answers: boolean[] = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await post({ query: `flood ${i}` }).expect(201)).body.recorded);
    // The first test's two events may share this minute's count.
    expect(answers.filter(Boolean).length).toBeLessThanOrEqual(4);
    expect(answers.at(-1)).toBe(false);
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM search_events WHERE created_at > now() - interval '1 hour'`,
    );
    expect(n).toBe(answers.filter(Boolean).length);
  });

  it('deletes events older than ANALYTICS_RETENTION_DAYS (365) once a visitor records one', async () => {
    const db = t.app.get(DataSource);
    const old = async () =>
      (await db.query(`SELECT query FROM search_events WHERE query LIKE 'last %' ORDER BY query`)) as {
        query: string;
      }[];
    await waitUntil(async () => (await old()).length <= 1, {
      what: 'the old events pruned',
      timeoutMs: 5_000,
    });
    expect((await old()).map((r) => r.query)).toEqual(['last week']);
    // Once an hour per process: the next due prune is an hour away.
    expect(await t.app.get(AnalyticsService).retention.runIfDue()).toBe(0);
  });
});
