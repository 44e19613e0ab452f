import request from 'supertest';
import type { SearchResponse } from '@strongs/contracts';
import { startTestApp, type TestApp } from '../test-app';

describe('GET /api/search-strongs on the real corpus', () => {
  let t: TestApp;
  const get = async (query: Record<string, string | number | boolean>): Promise<SearchResponse> => {
    const res = await request(t.app.getHttpServer()).get('/api/search-strongs').query(query).expect(200);
    return res.body as SearchResponse;
  };
  const ords = (body: SearchResponse) => body.results.map((r) => r.book * 1e6 + r.chapter * 1e3 + r.verse);

  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("pages 'love' in the KJV with exact totals", async () => {
    const first = await get({ q: 'love', db: 'kjv' });
    const second = await get({ q: 'love', db: 'kjv', page: 2 });
    expect(first.totalResults).toBeGreaterThan(250);
    expect(first.totalPages).toBe(Math.ceil(first.totalResults / 30));
    expect(first.results).toHaveLength(30);
    expect(first.currentPage).toBe(1);
    expect(second.currentPage).toBe(2);
    const all = [...ords(first), ...ords(second)];
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(60);
    const last = await get({ q: 'love', db: 'kjv', page: first.totalPages });
    expect(last.results).toHaveLength(first.totalResults - 30 * (first.totalPages - 1));
  });

  it('answers with result items as the spec describes them', async () => {
    const body = await get({ q: '"in the beginning"', db: 'DB1' });
    expect(body.results[0]).toMatchObject({
      id: 'kjv-1-1-1',
      title: 'Genesis 1:1',
      content: 'Genesis 1:1\tIn the beginning God created the heaven and the earth.',
      text: 'In the beginning God created the heaven and the earth.',
      sourceType: 'bible',
      book: 1,
      chapter: 1,
      verse: 1,
      reference: 'Genesis 1:1',
      matchedWords: ['In', 'the', 'beginning'],
    });
    expect(ords(body)).toContain(43001001);
    for (const r of body.results) expect(r.content.toLowerCase()).toContain('in the beginning');
  });

  it('finds exactly the 48 KJV verses tagged H7225, in canonical order', async () => {
    const body = await get({ q: 'H7225', perPage: 100 });
    expect(body.totalResults).toBe(48);
    expect(body.kind).toBe('strongs');
    expect(ords(body)[0]).toBe(1001001);
    expect(ords(body)).toEqual([...ords(body)].sort((a, b) => a - b));
    expect(body.results[0].matchedWords).toContain('beginning');
    expect((await get({ q: 'h07225', perPage: 100 })).totalResults).toBe(48);
  });

  it('never answers G26 with a verse tagged only G260', async () => {
    const g26 = await get({ q: 'G26', perPage: 100, strongs: true });
    expect(g26.totalResults).toBeGreaterThan(100);
    for (const r of g26.results) {
      const numbers = (r.tokens ?? []).flatMap((token) => token.strongs ?? []);
      expect(numbers).toContain('G26');
    }
    const g260 = await get({ q: 'G260', perPage: 100 });
    const both = new Set(ords(g26));
    const g260Only = ords(g260).filter((o) => !both.has(o));
    expect(g260Only.length).toBeGreaterThan(0);
  });

  it('keeps the apostrophe in a word: God\'s is 25 KJV verses (not Genesis 3:5 "as gods"), king\'s 261, lords 40', async () => {
    const gods = await get({ q: "God's", db: 'kjv', perPage: 100 });
    expect(gods.totalResults).toBe(25);
    expect(ords(gods)).not.toContain(1003005);
    expect(gods.results.every((r) => /God[’']s/.test(r.content))).toBe(true);
    expect((await get({ q: 'God’s', db: 'kjv' })).totalResults).toBe(25);
    expect((await get({ q: "king's", db: 'kjv' })).totalResults).toBe(261);
    expect((await get({ q: 'lords', db: 'kjv' })).totalResults).toBe(40);
    expect((await get({ q: '"the LORD\'s house"', db: 'kjv' })).totalResults).toBeGreaterThan(0);
  });

  it('looks up a list of references in the order given', async () => {
    const body = await get({ q: 'Gen 1:1-3; Jn 3:16' });
    expect(body.kind).toBe('reference');
    expect(body.totalResults).toBe(4);
    expect(body.results.map((r) => r.reference)).toEqual([
      'Genesis 1:1',
      'Genesis 1:2',
      'Genesis 1:3',
      'John 3:16',
    ]);
  });

  it('returns a whole chapter for "Genesis 2"', async () => {
    const body = await get({ q: 'Genesis 2', perPage: 100 });
    expect(body.totalResults).toBe(25);
    expect(body.results.map((r) => r.verse)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('unites OR, removes excluded words and expands prefixes', async () => {
    const faith = (await get({ q: 'faith' })).totalResults;
    const hope = (await get({ q: 'hope' })).totalResults;
    const both = (await get({ q: 'faith hope' })).totalResults;
    expect((await get({ q: 'faith OR hope' })).totalResults).toBe(faith + hope - both);
    const love = (await get({ q: 'love' })).totalResults;
    const loveWorld = (await get({ q: 'love world' })).totalResults;
    expect((await get({ q: 'love -world' })).totalResults).toBe(love - loveWorld);
    const prefixed = await get({ q: 'begin*' });
    expect(prefixed.totalResults).toBeGreaterThan((await get({ q: 'beginning' })).totalResults);
    expect(
      prefixed.results.flatMap((r) => r.matchedWords).every((w) => w.toLowerCase().startsWith('begin')),
    ).toBe(true);
  });

  it('keeps to a book or testament', async () => {
    const nt = await get({ q: 'love', testament: 'nt', perPage: 100 });
    expect(nt.results.every((r) => r.book >= 40)).toBe(true);
    const inQuery = await get({ q: 'love in:nt', perPage: 100 });
    expect(inQuery.totalResults).toBe(nt.totalResults);
    const gen = await get({ q: 'love', book: 'Gen' });
    expect(gen.results.every((r) => r.book === 1)).toBe(true);
  });

  it("offers 'beginning' when 'beginnig' finds nothing", async () => {
    const body = await get({ q: 'in the beginnig' });
    expect(body.totalResults).toBe(0);
    expect(body.results).toEqual([]);
    expect(body.didYouMean).toBe('in the beginning');
  });

  it('reads version codes in any case and ranks on request', async () => {
    const web = await get({ q: 'Yahweh', db: 'WEB' });
    expect(web.version).toBe('web');
    expect(web.totalResults).toBeGreaterThan(4000);
    const ranked = await get({ q: 'love god', sort: 'relevance' });
    expect(ranked.totalResults).toBe((await get({ q: 'love god' })).totalResults);
  });

  it("includes each verse's Strong's tokens with strongs=true", async () => {
    const body = await get({ q: 'Genesis 1:1', strongs: true });
    expect(body.results[0].tokens?.some((token) => token.strongs?.includes('H7225'))).toBe(true);
    expect(body.results[0].taggedText).toContain('{H7225}');
  });
});
