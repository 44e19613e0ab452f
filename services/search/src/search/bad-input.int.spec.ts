import request from 'supertest';
import { startTestApp, type TestApp } from '../test-app';

describe('bad input to the search service', () => {
  let t: TestApp;
  const get = (path: string, query: Record<string, string> = {}) =>
    request(t.app.getHttpServer()).get(path).query(query);

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    [{ q: 'love', page: '0' }, 'page must be a whole number from 1'],
    [{ q: 'love', page: 'abc' }, 'page must be a whole number from 1'],
    [{ q: 'love', page: '1.5' }, 'page must be a whole number from 1'],
    [{ q: 'love', perPage: '101' }, 'perPage must be a whole number from 1 to 100'],
    [{ q: 'love', perPage: '0' }, 'perPage must be a whole number from 1 to 100'],
    [{ q: 'love', limit: 'many' }, 'limit must be a whole number from 1 to 100'],
    [{ q: 'x'.repeat(501) }, 'q is too long: at most 500 characters'],
    [{ q: 'love', db: 'klingon' }, 'Unknown version: klingon'],
    [{ q: 'love', db: 'nkjv' }, 'Version nkjv is not installed'],
    [{ q: '' }, "Enter a word, phrase, Strong's number or reference to search for"],
    [{ q: '-love' }, 'Add a word to search for: a query cannot only exclude words'],
    [{ q: 'love in:Narnia' }, 'Unknown book "Narnia" in in:Narnia'],
    [{ q: 'love', book: 'Narnia' }, 'Unknown book "Narnia" in book=Narnia'],
    [{ q: 'love', testament: 'middle' }, 'testament must be ot or nt'],
    [{ q: 'love', sort: 'random' }, 'sort must be canonical or relevance'],
    [{ q: 'love', colour: 'red' }, 'property colour should not exist'],
  ])('answers 400 for %j: %s', async (query, message) => {
    const res = await get('/api/search-strongs', query).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  it('answers 404 for a well-formed reference that does not exist', async () => {
    const res = await get('/api/search-strongs', { q: 'Gen 51:1' }).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Reference not found: Gen 51:1' });
  });

  it('answers the last page for a page past the end', async () => {
    const res = await get('/api/search-strongs', { q: 'H7225', page: '3' }).expect(200);
    expect(res.body).toMatchObject({ totalResults: 48, totalPages: 2, currentPage: 2 });
    expect(res.body.results.length).toBeGreaterThan(0);
  });

  it.each([
    ['/api/strongs/search-by-number/X7225', 400, "Invalid Strong's number: X7225"],
    ['/api/strongs/search-by-number/H7225?page=0', 400, 'page must be a whole number from 1'],
    ['/api/bible/verse/67/1/1/kjv', 400, 'Unknown book: 67'],
    ['/api/bible/verse/1/x/1/kjv', 400, 'Invalid chapter: x (a whole number from 1)'],
    ['/api/bible/verse/1/1/0/kjv', 400, 'Invalid verse: 0 (a whole number from 1)'],
    ['/api/bible/verse/1/1/1/klingon', 400, 'Unknown version: klingon'],
    ['/api/bible/chapter/Narnia/1/kjv', 400, 'Unknown book: Narnia'],
    ['/api/bible/chapter/Gen/51/kjv', 404, 'Chapter not found: Genesis 51 (kjv)'],
    ['/api/bible/cross-references/1/51/1', 404, 'Reference not found: Genesis 51:1'],
    ['/api/bible/cross-references/1/1/1?limit=0', 400, 'limit must be a whole number from 1 to 500'],
    ['/api/rstne/verse/Bereshith/1/99', 404, 'Verse not available in RSTNE: Bereshith 1:99'],
  ])('answers %s with %i', async (path, status, message) => {
    const res = await get(path).expect(status);
    expect(res.body).toEqual({ statusCode: status, message });
  });

  it('never answers 5xx to odd queries', async () => {
    const odd = [
      '"',
      '""',
      '-',
      'OR',
      '* * *',
      "'",
      'in:',
      'H0',
      'G99999',
      '\\',
      '((',
      "'; DROP TABLE verses; --",
      'ñ',
      '😀',
      'in:Gen-',
      '"a" OR "b"',
      'love OR',
    ];
    for (const q of odd) {
      const res = await get('/api/search-strongs', { q });
      expect([200, 400, 404]).toContain(res.status);
    }
  });
});
