import type { StrongsDefinitionResponse } from '@strongs/contracts';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';

describe('GET /api/strongs/definition/{strongsNumber} on the real corpus', () => {
  let t: LexiconTestApp;
  let http: App;
  const definition = async (
    n: string,
    query: Record<string, number> = {},
  ): Promise<StrongsDefinitionResponse> =>
    (await request(http).get(`/api/strongs/definition/${n}`).query(query).expect(200))
      .body as StrongsDefinitionResponse;

  beforeAll(async () => {
    t = await createLexiconTestApp({}, { readOnly: true });
    http = t.app.getHttpServer() as App;
  });
  afterAll(() => t?.close());

  it('says H7225 occurs in 48 KJV verses and lists them all on the first page of 50', async () => {
    const h7225 = await definition('H7225');
    expect(h7225).toMatchObject({
      strongsNumber: 'H7225',
      transliteration: 'rêʼshîyth',
      pronunciation: "ray-sheeth'",
      totalOccurrences: 48,
    });
    expect(h7225.pagination).toEqual({ page: 1, pages: 1, total: 48, limit: 50 });
    // The contract's eleven fields, no more: the dictionary list's `id` is not part of a definition.
    expect(h7225).not.toHaveProperty('id');
    expect(Object.keys(h7225)).toHaveLength(11);
    expect(h7225.occurrences).toHaveLength(48);
    expect(h7225.occurrences[0]).toEqual({
      book: 'Genesis',
      bookNumber: 1,
      chapter: 1,
      verse: 1,
      reference: 'Genesis 1:1',
      text: 'In the beginning God created the heaven and the earth.',
      rawText:
        'In the beginning{H7225} God{H430} created{H1254} the heaven{H8064} and{H853} the earth{H776}.',
      matchedWords: ['beginning'],
    });
  });

  it('gives the words tagged with the number in each verse, so the web highlights exactly them', async () => {
    const { occurrences } = await definition('G26', { limit: 200 });
    for (const o of occurrences) {
      expect(o.matchedWords.length).toBeGreaterThan(0);
      for (const word of o.matchedWords) expect(o.text.toLowerCase()).toContain(word.toLowerCase());
    }
  });

  it('pages occurrences in canonical order, without gaps or repeats', async () => {
    const total = (await definition('H430', { limit: 1 })).totalOccurrences;
    expect(total).toBe(2249);
    const first = await definition('H430', { page: 1, limit: 50 });
    const second = await definition('H430', { page: 2, limit: 50 });
    const last = await definition('H430', { page: 45, limit: 50 });
    expect(first.pagination).toEqual({ page: 1, pages: 45, total: 2249, limit: 50 });
    expect(second.occurrences[0].reference).not.toBe(first.occurrences[49].reference);
    const ords = [...first.occurrences, ...second.occurrences].map(
      (o) => o.bookNumber * 1e6 + o.chapter * 1e3 + o.verse,
    );
    expect(ords).toEqual([...new Set(ords)].sort((a, b) => a - b));
    expect(last.occurrences).toHaveLength(2249 - 44 * 50);
    expect(last.occurrences.at(-1)?.book).toBe('Malachi');
    expect((await definition('H430', { page: 46, limit: 50 })).occurrences).toEqual([]);
  });

  it('refuses a bad page or limit with a 400, and answers unknown and malformed numbers like the entry', async () => {
    expect((await request(http).get('/api/strongs/definition/H7225?limit=0').expect(400)).body.message).toBe(
      'limit must be 1 or more',
    );
    expect((await request(http).get('/api/strongs/definition/H7225?page=-1').expect(400)).body.message).toBe(
      'page must be 1 or more',
    );
    expect(
      (await request(http).get('/api/strongs/definition/H7225?limit=5000').expect(400)).body.message,
    ).toBe('limit must be at most 200');
    expect((await request(http).get('/api/strongs/definition/G9999').expect(404)).body.message).toBe(
      "Strong's number G9999 not found in dictionary",
    );
    expect((await request(http).get('/api/strongs/definition/love').expect(400)).body.message).toBe(
      "Invalid Strong's number: love",
    );
  });
});
