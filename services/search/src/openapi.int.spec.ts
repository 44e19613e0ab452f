import { buildSearchOpenApi } from './openapi';
import { startTestApp, type TestApp } from './test-app';

describe('the OpenAPI document of the search service', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes every public endpoint on its full /api path', () => {
    const paths = Object.keys(buildSearchOpenApi(t.app).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/search-strongs',
        '/api/strongs/search-by-number/{number}',
        '/api/bible/versions',
        '/api/bible/verse/{book}/{chapter}/{verse}/{versionCode}',
        '/api/bible/chapter/{book}/{chapter}/{versionCode}',
        '/api/bible/kjv-numbering/{book}/{chapter}/{verse}/{versionCode}',
        '/api/bible/cross-references/{book}/{chapter}/{verse}',
        '/api/rstne/verse/{bookName}/{chapter}/{verse}',
        '/api/rstne/search',
        '/api/reference-lookup/batch',
        '/api/analytics/search',
        '/api/topics',
        '/api/topics/{slug}',
        '/api/topics/by-verse/{book}/{chapter}/{verse}',
      ]),
    );
  });
});
