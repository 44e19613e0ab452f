import request from 'supertest';
import { startTestApp, type TestApp } from '../test-app';

describe('the search service metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(() => t?.close());

  it('time each search-engine call and each request by its route, on /metrics', async () => {
    await request(t.app.getHttpServer())
      .get('/api/search-strongs')
      .query({ q: 'beginning', db: 'kjv' })
      .expect(200);
    const metrics = await request(t.app.getHttpServer()).get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /search_engine_duration_seconds_count\{[^}]*operation="search"[^}]*outcome="ok"[^}]*\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/search-strongs"[^}]*status="200"[^}]*\} 1/,
    );
  });
});
