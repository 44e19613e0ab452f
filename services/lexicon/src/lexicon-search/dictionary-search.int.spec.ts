import type { DictionaryListResponse } from '@strongs/contracts';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { SystemSettingsReader } from '@strongs/db';
import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';
import { looseTransliteration } from './search-terms';

describe('the dictionary listing and search on the real corpus', () => {
  let t: LexiconTestApp;
  let http: App;
  const list = async (
    path: string,
    query: Record<string, string | number> = {},
  ): Promise<DictionaryListResponse> =>
    (await request(http).get(path).query(query).expect(200)).body as DictionaryListResponse;
  const numbers = (r: DictionaryListResponse) => r.entries.map((e) => e.strongsNumber);

  beforeAll(async () => {
    t = await createLexiconTestApp();
    http = t.app.getHttpServer() as App;
  });
  afterAll(() => t?.close());

  it('holds every entry of the corpus: 8,674 Hebrew, 5,523 Greek, 14,197 in all', async () => {
    expect((await list('/api/dictionary/hebrew')).pagination).toEqual({
      page: 1,
      pages: 434,
      total: 8674,
      limit: 20,
    });
    expect((await list('/api/dictionary/greek')).pagination.total).toBe(5523);
    expect((await list('/api/dictionary/search')).pagination.total).toBe(14197);
  });

  it("pages by the administrator's dictionary_page_size unless the request sets limit", async () => {
    const setPageSize = async (value: string) => {
      await t.app
        .get(DataSource)
        .query(`UPDATE system_settings SET value = $1 WHERE key = 'dictionary_page_size'`, [value]);
      t.app.get(SystemSettingsReader).forget();
    };
    await setPageSize('50');
    expect((await list('/api/dictionary/hebrew')).entries).toHaveLength(50);
    expect((await list('/api/dictionary/hebrew', { limit: 10 })).entries).toHaveLength(10);
    await setPageSize('37');
    expect((await list('/api/dictionary/greek')).pagination.limit).toBe(20);
    await setPageSize('20');
  });

  it('lists only H numbers under Hebrew and only G numbers under Greek, in number order', async () => {
    const hebrew = await list('/api/dictionary/hebrew', { limit: 100, page: 3 });
    expect(numbers(hebrew).every((n) => /^H\d+$/.test(n))).toBe(true);
    expect(numbers(hebrew)[0]).toBe('H201');
    const greek = await list('/api/dictionary/greek', { query: 'love', limit: 100 });
    expect(greek.entries.length).toBeGreaterThan(0);
    expect(numbers(greek).every((n) => /^G\d+$/.test(n))).toBe(true);
    expect(greek.entries.every((e) => e.language === 'greek')).toBe(true);
  });

  it('returns the entry shape of the spec', async () => {
    const [first] = (await list('/api/dictionary/search', { query: 'G26' })).entries;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'strongsNumber',
        'language',
        'word',
        'transliteration',
        'pronunciation',
        'definition',
        'origin',
        'usage',
      ].sort(),
    );
  });

  it('finds a number with or without prefix or zero padding, the exact number first', async () => {
    for (const query of ['H7225', 'h07225', '7225']) {
      expect(numbers(await list('/api/dictionary/search', { query }))[0]).toBe('H7225');
    }
    expect(numbers(await list('/api/dictionary/search', { query: '26' }))).toEqual(['H26', 'G26']);
    expect(numbers(await list('/api/dictionary/greek', { query: '0026' }))).toEqual(['G26']);
    expect(numbers(await list('/api/dictionary/hebrew', { query: 'G26' }))).toEqual([]);
  });

  it('finds "agape" with G26 first', async () => {
    expect(numbers(await list('/api/dictionary/search', { query: 'agape' }))[0]).toBe('G26');
    expect(numbers(await list('/api/dictionary/greek', { query: 'agápē' }))[0]).toBe('G26');
  });

  it('finds H7225 for "reshiyth" and for "reshith"', async () => {
    expect(numbers(await list('/api/dictionary/search', { query: 'reshiyth' }))[0]).toBe('H7225');
    expect(numbers(await list('/api/dictionary/hebrew', { query: 'reshith' }))[0]).toBe('H7225');
  });

  it('finds a lemma with or without points or accents', async () => {
    expect(numbers(await list('/api/dictionary/search', { query: 'רֵאשִׁית' }))[0]).toBe('H7225');
    expect(numbers(await list('/api/dictionary/search', { query: 'ראשית' }))[0]).toBe('H7225');
    expect(numbers(await list('/api/dictionary/search', { query: 'ἀγάπη' }))[0]).toBe('G26');
    expect(numbers(await list('/api/dictionary/search', { query: 'αγαπη' }))[0]).toBe('G26');
  });

  it('finds the entry of an inflected form of the original texts, pointed or not', async () => {
    expect(numbers(await list('/api/dictionary/search', { query: 'בראשית' }))).toContain('H7225');
    expect(numbers(await list('/api/dictionary/search', { query: 'בְּרֵאשִׁית' }))).toContain('H7225');
    expect(numbers(await list('/api/dictionary/search', { query: 'ἠγάπησεν' }))[0]).toBe('G25');
  });

  it('finds English words of the definition and of the KJV usage', async () => {
    const love = numbers(await list('/api/dictionary/greek', { query: 'love', limit: 50 }));
    expect(love).toEqual(expect.arrayContaining(['G25', 'G26']));
    expect(numbers(await list('/api/dictionary/search', { query: 'firstfruit', limit: 100 }))).toContain(
      'H7225',
    );
  });

  it('ranks English words by how often the KJV renders the entry with the word, then by how often it occurs', async () => {
    const hebrew = numbers(await list('/api/dictionary/hebrew', { query: 'love', limit: 50 }));
    expect(hebrew[0]).toBe('H157');
    expect(hebrew.indexOf('H5690')).toBeGreaterThan(hebrew.indexOf('H160'));
    // θέλω (G2309) is rendered "love" once among 200-odd renderings: it follows the words that mean love.
    const all = numbers(await list('/api/dictionary/search', { query: 'love', limit: 10 }));
    expect(all.slice(0, 3)).toEqual(['G26', 'H157', 'G25']);
    expect(all.indexOf('G2309')).toBeGreaterThan(3);

    // The order, checked against the KJV renderings themselves: most 'love' first, then the most frequent.
    const counts: { strongs: string; gloss: number; frequency: number }[] = await t.app.get(DataSource).query(
      `SELECT strongs, coalesce(sum(count) FILTER (WHERE lower(translation) = 'love'), 0)::int AS gloss,
                sum(count)::int AS frequency
       FROM translation_counts WHERE version_code = 'kjv' AND strongs = ANY($1) GROUP BY strongs`,
      [hebrew],
    );
    const byNumber = new Map(counts.map((c) => [c.strongs, c]));
    const keys = hebrew.map((n) => byNumber.get(n) ?? { strongs: n, gloss: 0, frequency: 0 });
    const glossed = keys.filter((k) => k.gloss > 0);
    expect(glossed.length).toBeGreaterThan(1);
    expect(keys.slice(0, glossed.length)).toEqual(glossed);
    const inOrder = (a: (typeof keys)[number], b: (typeof keys)[number]) =>
      b.gloss - a.gloss || b.frequency - a.frequency;
    expect(glossed).toEqual([...glossed].sort(inOrder));
  });

  it('pages through results without repeating an entry', async () => {
    const one = await list('/api/dictionary/hebrew', { query: 'love', limit: 10, page: 1 });
    const two = await list('/api/dictionary/hebrew', { query: 'love', limit: 10, page: 2 });
    expect(two.pagination.total).toBe(one.pagination.total);
    expect(numbers(one).filter((n) => numbers(two).includes(n))).toEqual([]);
    const beyond = await list('/api/dictionary/hebrew', { query: 'love', limit: 10, page: 999 });
    expect(beyond).toEqual({ entries: [], pagination: { ...one.pagination, page: 999 } });
  });

  it('finds nothing, without error, for text that matches nothing', async () => {
    expect(await list('/api/dictionary/search', { query: 'zzqxv' })).toEqual({
      entries: [],
      pagination: { page: 1, pages: 0, total: 0, limit: 20 },
    });
    expect((await list('/api/dictionary/search', { query: "%_'\\ the" })).entries).toBeDefined();
  });

  it('refuses a limit other than 10, 20, 50 or 100 and a page below 1, with a 400 and a message', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ limit: '25' }, /^limit must be one of 10, 20, 50, 100$/],
      [{ limit: 'abc' }, /^limit must be one of/],
      [{ page: '0' }, /^page must be 1 or more$/],
      [{ page: 'two' }, /^page must be a whole number$/],
      [{ query: 'x'.repeat(101) }, /^query must be at most 100 characters$/],
      [{ sort: 'x' }, /sort/],
      [{ 'query[a]': '1' }, /should not exist/],
    ];
    for (const [query, message] of cases) {
      const res = await request(http).get('/api/dictionary/hebrew').query(query).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
    }
  });

  it('folds transliterations in the service exactly as the database does', async () => {
    const samples = [
      'rêʼshîyth',
      'Yᵉhôvâh',
      'ʼăbîy ha-ʻEzrîy',
      'agápē',
      'bayith',
      'môwʻêd',
      'shûwb',
      'ei de me(ge)',
    ];
    const db = t.app.get(DataSource);
    for (const s of samples) {
      const [row] = await db.query(`SELECT lexicon_fold_transliteration($1) AS folded`, [
        s
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace(/[ʼʽʾʿ'’‘`]/g, '')
          .toLowerCase(),
      ]);
      expect([s, row.folded]).toEqual([s, looseTransliteration(s)]);
    }
  });
});
