import request from 'supertest';
import type { SearchResponse } from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';

describe('the original texts in the one search box', () => {
  let t: TestApp;
  const search = async (q: string, db = 'kjv'): Promise<SearchResponse> =>
    (await request(t.app.getHttpServer()).get('/api/search-strongs').query({ q, db }).expect(200))
      .body as SearchResponse;
  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('matches Hebrew with or without vowel points and cantillation', async () => {
    const plain = await search('בראשית', 'wlc');
    expect(plain.totalResults).toBeGreaterThan(0);
    expect(plain.results[0].reference).toBe('Genesis 1:1');
    expect((await search('בְּרֵאשִׁ֖ית', 'wlc')).totalResults).toBe(plain.totalResults);
  });

  it('matches Greek with or without accents, breathings and capitals, in the TR and the Byzantine text', async () => {
    const plain = await search('ηγαπησεν', 'tr');
    expect(plain.totalResults).toBeGreaterThan(0);
    expect((await search('ἠγάπησεν', 'tr')).totalResults).toBe(plain.totalResults);
    expect((await search('Ἠγάπησεν', 'tr')).totalResults).toBe(plain.totalResults);
    expect((await search('ἠγάπησεν', 'byz')).totalResults).toBeGreaterThan(0);
  });

  it.each([
    ['agape', 'G26'],
    ['ἀγάπη', 'G26'],
    ['αγαπη', 'G26'],
    ['reshith', 'H7225'],
    ['בראשית', 'H7225'],
  ])('names the dictionary entry of %s (%s), and no misspelling guess', async (q, strongs) => {
    const body = await search(q);
    expect(body.lexiconMatches?.map((m) => m.strongsNumber)).toContain(strongs);
    expect(body.didYouMean).toBeUndefined();
  });
});
