import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { SearchResponse, SearchResultItem } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import { BOOKS } from '@strongs/scripture';
import { startTestApp, type TestApp } from '../test-app';

const BOOK_NAMES = new Map(BOOKS.map((b) => [b.osis, b.name]));

/** VerseMap.xml read here by pattern, not by the importer's parser: 'Psalms 89:13' → ['89:12'], halves dropped. */
function rawWlcToKjv(): Map<string, string[]> {
  const xml = readFileSync(join(resolveCorpusDir(), 'oshb-wlc/VerseMap.xml'), 'utf8');
  const out = new Map<string, string[]>();
  for (const [, wlc, kjv] of xml.matchAll(/<verse wlc="([^"]+)" kjv="([^"]+)"/g)) {
    const [book, chapter, verse] = wlc.replace(/!.$/, '').split('.');
    const [, kc, kv] = kjv.replace(/!.$/, '').split('.');
    const key = `${BOOK_NAMES.get(book)} ${chapter}:${verse}`;
    const list = out.get(key) ?? [];
    if (!list.includes(`${kc}:${kv}`)) list.push(`${kc}:${kv}`);
    out.set(key, list);
  }
  return out;
}

/** The KJV verse a hit says it is: its own number when it names none. */
const kjvOf = (r: SearchResultItem) =>
  r.kjvChapter ? `${r.kjvChapter}:${r.kjvVerse}` : `${r.chapter}:${r.verse}`;

describe('references in the WLC honour its Hebrew numbering', () => {
  let t: TestApp;
  const raw = rawWlcToKjv();
  const search = async (q: string, extra: Record<string, string | number> = {}): Promise<SearchResponse> =>
    (
      await request(t.app.getHttpServer())
        .get('/api/search-strongs')
        .query({ q, db: 'wlc', ...extra })
        .expect(200)
    ).body as SearchResponse;
  beforeAll(async () => {
    t = await startTestApp({}, { readOnly: true });
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('labels a WLC hit with its KJV verse too: Psalms 89:13 is KJV Psalms 89:12', async () => {
    const body = await search('צפון וימין', { book: 'Psalms' });
    const hit = body.results.find((r) => r.reference === 'Psalms 89:13');
    expect(hit).toMatchObject({ kjvReference: 'Psalms 89:12', kjvChapter: 89, kjvVerse: 12 });
  });

  it('leaves a hit numbered as in the KJV without a second reference', async () => {
    const [hit] = (await search('Genesis 1:1')).results;
    expect(hit.reference).toBe('Genesis 1:1');
    expect(hit.kjvReference).toBeUndefined();
  });

  it.each([
    ['Isaiah 9:6', ['Isaiah 9:5'], 'Isaiah 9:6'],
    ['Malachi 4:1', ['Malachi 3:19'], 'Malachi 4:1'],
    ['Joel 2:28', ['Joel 3:1'], 'Joel 2:28'],
    ['Psalms 13:5', ['Psalms 13:6'], 'Psalms 13:5-6'],
  ])('reads %s typed with the WLC chosen as the KJV reference: %j', async (q, own, kjv) => {
    const body = await search(q);
    expect(body.results.map((r) => r.reference)).toEqual(own);
    expect(body.results[0].kjvReference).toBe(kjv);
  });

  it('answers a whole KJV chapter with the WLC verses that make it up: Malachi 4 is WLC 3:19-24', async () => {
    const body = await search('Malachi 4');
    expect(body.results.map((r) => r.reference)).toEqual(
      [19, 20, 21, 22, 23, 24].map((v) => `Malachi 3:${v}`),
    );
    expect(body.results.map((r) => r.kjvReference)).toEqual([1, 2, 3, 4, 5, 6].map((v) => `Malachi 4:${v}`));
  });

  it('gives every WLC verse of the Psalms and Joel the KJV verse VerseMap.xml gives it', async () => {
    for (const [q, verses] of [
      ['Psalms 1-150', 2527],
      ['Joel 1-3', 73],
    ] as const) {
      const got: string[] = [];
      const want: string[] = [];
      for (let page = 1; got.length < verses; page++) {
        const body = await search(q, { page, perPage: 100 });
        expect(body.totalResults).toBe(verses);
        for (const r of body.results) {
          got.push(`${r.reference} = ${kjvOf(r)}`);
          want.push(`${r.reference} = ${(raw.get(r.reference) ?? [`${r.chapter}:${r.verse}`])[0]}`);
        }
      }
      expect(got).toEqual(want);
    }
  });
});
