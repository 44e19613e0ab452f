import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../test-app';

describe('POST /api/analytics/search', () => {
  let t: TestApp;
  const post = (body: unknown) => request(t.app.getHttpServer()).post('/api/analytics/search').send(body as object);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the results page form {query, database} and the Strong\'s page form {searchTerm, resultCount, searchType}', async () => {
    await post({ query: 'in the beginning', database: 'DB1' }).expect(201, { recorded: true });
    await post({ searchTerm: 'H7225', resultCount: 48, searchType: 'strongs' }).expect(201);
    const rows = await t.app.get(DataSource).query(`SELECT query, version_code, search_type, result_count FROM search_events ORDER BY id`);
    expect(rows).toEqual([
      { query: 'in the beginning', version_code: 'db1', search_type: 'text', result_count: null },
      { query: 'H7225', version_code: null, search_type: 'strongs', result_count: 48 },
    ]);
  });

  it('refuses a body without a query, or with fields of the wrong type', async () => {
    expect((await post({ database: 'kjv' }).expect(400)).body.message).toBe('Send query (with database) or searchTerm');
    expect((await post({ searchTerm: 'x', resultCount: 'many' }).expect(400)).body.message).toBe('resultCount must be a whole number');
    expect((await post({ query: 'x', extra: 1 }).expect(400)).body.message).toBe('property extra should not exist');
  });
});
