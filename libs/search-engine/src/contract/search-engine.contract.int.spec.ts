import { createDataSource, runMigrations } from '@strongs/db';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import type { DataSource } from 'typeorm';
import { foldText } from '../query/fold-word';
import { parseSearchQuery } from '../query/parse-query';
import { verseDocumentsFromDatabase } from '../postgres/verse-documents';
import { MAX_RANKED_HITS, type SearchEngine } from '../search-engine';
import { configuredEngines, type EngineHandle } from './configured-engines';

const VERSIONS = ['kjv', 'tr', 'wlc'];

describe.each(configuredEngines().map((e) => [e.label, e] as const))(
  'the %s search engine on the real corpus',
  (_label, configured) => {
    let db: TestDatabase;
    let dataSource: DataSource;
    let handle: EngineHandle | undefined;
    let engine: SearchEngine;

    const search = (
      q: string,
      opts: { version?: string; page?: number; perPage?: number; sort?: 'canonical' | 'relevance' } = {},
    ) =>
      engine.search({
        versionCode: opts.version ?? 'kjv',
        query: parseSearchQuery(q),
        page: opts.page ?? 1,
        perPage: opts.perPage ?? 30,
        sort: opts.sort,
      });
    const all = async (q: string, version = 'kjv') => (await search(q, { version, perPage: 40_000 })).ords;
    const ordsWhere = async (sql: string, params: unknown[] = []): Promise<number[]> =>
      ((await dataSource.query(sql, params)) as { ord: number }[]).map((r) => r.ord);
    /** An oracle independent of any index: a case-insensitive whole-word regex over the verse text. */
    const wordRegex = (word: string) => `(^|[^[:alnum:]''’])${word}($|[^[:alnum:]''’])`;
    /** The words in order with anything but letters, digits and apostrophes between them (punctuation included). */
    const phraseRegex = (words: string[]) => wordRegex(words.join(`[^[:alnum:]''’]+`));
    const kjvWhere = (regex: string) =>
      ordsWhere(`SELECT ord FROM verses WHERE version_code = 'kjv' AND text ~* $1 ORDER BY ord`, [regex]);

    beforeAll(async () => {
      db = await createTestDatabase('corpus');
      // A reused template may predate the search-index migration: bring the copy up to date.
      await runMigrations(db.url);
      dataSource = createDataSource({ url: db.url, poolSize: 4 });
      await dataSource.initialize();
      handle = await configured.setUp();
      engine = handle.create(dataSource);
      for (const version of VERSIONS) {
        await engine.indexVersion(version, verseDocumentsFromDatabase(dataSource, version));
      }
    });

    afterAll(async () => {
      await handle?.tearDown(engine, VERSIONS);
      await engine?.close();
      await dataSource?.destroy();
      await db?.drop();
    });

    it('holds every KJV verse after indexing', async () => {
      expect(await engine.indexedCount('kjv')).toBe(31102);
    });

    it("finds 'love' in exactly the KJV verses that have the word, paged in canonical order", async () => {
      const expected = await ordsWhere(
        `SELECT ord FROM verses WHERE version_code = 'kjv' AND text ~* $1 ORDER BY ord`,
        [wordRegex('love')],
      );
      const first = await search('love');
      const second = await search('love', { page: 2 });
      expect(first.total).toBe(expected.length);
      expect(first.ords).toEqual(expected.slice(0, 30));
      expect(second.ords).toEqual(expected.slice(30, 60));
      expect(await engine.count('kjv', parseSearchQuery('love'))).toBe(expected.length);
    });

    it('matches "in the beginning" as a phrase', async () => {
      const ords = await all('"in the beginning"');
      const expected = await ordsWhere(
        `SELECT ord FROM verses WHERE version_code = 'kjv' AND text ~* $1 ORDER BY ord`,
        [wordRegex('in the beginning')],
      );
      expect(ords).toEqual(expected);
      expect(ords).toEqual(expect.arrayContaining([1001001, 43001001]));
    });

    it('pages a common phrase in exact canonical order, not by how well each verse matches', async () => {
      const expected = await kjvWhere(phraseRegex(['the', 'lord']));
      expect(expected.length).toBeGreaterThan(1000);
      const [first, third] = await Promise.all([search('"the lord"'), search('"the lord"', { page: 3 })]);
      expect(first.total).toBe(expected.length);
      expect(first.ords).toEqual(expected.slice(0, 30));
      expect(third.ords).toEqual(expected.slice(60, 90));
    });

    it('finds exactly the 48 KJV verses tagged H7225, in canonical order, however the number is written', async () => {
      const expected = await ordsWhere(
        `SELECT DISTINCT ord FROM verse_strongs WHERE version_code = 'kjv' AND strongs = 'H7225' ORDER BY ord`,
      );
      expect(expected).toHaveLength(48);
      expect(await all('H7225')).toEqual(expected);
      expect(await all('h07225')).toEqual(expected);
    });

    it('never answers G26 with a verse tagged only G260', async () => {
      const g26 = await all('G26');
      const expected = await ordsWhere(
        `SELECT DISTINCT ord FROM verse_strongs WHERE version_code = 'kjv' AND strongs = 'G26' ORDER BY ord`,
      );
      const g260Only = await ordsWhere(
        `SELECT DISTINCT ord FROM verse_strongs WHERE version_code = 'kjv' AND strongs = 'G260'
       EXCEPT SELECT ord FROM verse_strongs WHERE version_code = 'kjv' AND strongs = 'G26'`,
      );
      expect(g260Only.length).toBeGreaterThan(0);
      expect(g26).toEqual(expected);
      expect(g26.filter((ord) => g260Only.includes(ord))).toEqual([]);
    });

    it("combines a Strong's number with words", async () => {
      const ords = await all('H7225 beginning');
      expect(ords).toContain(1001001);
      expect(ords.length).toBeLessThan(48);
    });

    it('unites OR terms and removes excluded ones', async () => {
      const faith = await all('faith');
      const hope = await all('hope');
      expect(await all('faith OR hope')).toEqual([...new Set([...faith, ...hope])].sort((a, b) => a - b));
      const world = new Set(await all('world'));
      expect(await all('love -world')).toEqual((await all('love')).filter((ord) => !world.has(ord)));
    });

    it('matches every word that starts with a prefix', async () => {
      const expected = await ordsWhere(
        `SELECT ord FROM verses WHERE version_code = 'kjv' AND text ~* $1 ORDER BY ord`,
        [`(^|[^[:alnum:]''’])begin[[:alnum:]]*($|[^[:alnum:]''’])`],
      );
      expect(await all('begin*')).toEqual(expected);
    });

    it('keeps to a book or testament scope', async () => {
      const nt = await all('love in:nt');
      expect(nt.length).toBeGreaterThan(0);
      expect(nt.every((ord) => ord >= 40_000_000)).toBe(true);
      expect(await all('love in:1John')).toEqual(nt.filter((ord) => Math.floor(ord / 1e6) === 62));
    });

    it('ranks on request without changing what is found, and says so', async () => {
      const canonical = await search('love god', { perPage: 40_000 });
      const ranked = await search('love god', { sort: 'relevance', perPage: 40_000 });
      expect(canonical.sort).toBe('canonical');
      expect(ranked).toMatchObject({ sort: 'relevance', total: canonical.total });
      expect([...ranked.ords].sort((a, b) => a - b)).toEqual(canonical.ords);
    });

    it("answers relevance over more than MAX_RANKED_HITS verses, or for a Strong's number alone, in canonical order", async () => {
      const the = await search('the', { sort: 'relevance', perPage: 50 });
      expect(the.total).toBeGreaterThan(MAX_RANKED_HITS);
      expect(the).toEqual({ ...(await search('the', { perPage: 50 })), sort: 'canonical' });
      const strongs = await search('H7225', { sort: 'relevance', perPage: 100 });
      expect(strongs).toEqual({ ...(await search('H7225', { perPage: 100 })), sort: 'canonical' });
    });

    it('matches a possessive phrase however the apostrophe is typed', async () => {
      const expected = await kjvWhere(wordRegex(`father['’]s house`));
      expect(expected.length).toBeGreaterThan(50);
      expect(await all('"father\'s house"')).toEqual(expected);
      expect(await all('"father’s house"')).toEqual(expected);
    });

    it('counts every word a prefix starts, even the hundreds of co*', async () => {
      const [{ n }] = await dataSource.query(
        `SELECT count(*)::int AS n FROM search_words WHERE version_code = 'kjv' AND word LIKE 'co%'`,
      );
      expect(n).toBeGreaterThan(200);
      const expected = await kjvWhere(`(^|[^[:alnum:]''’])co`);
      const first = await search('co*');
      expect(first.total).toBe(expected.length);
      expect(first.ords).toEqual(expected.slice(0, 30));
      expect(await all('co*')).toEqual(expected);
    });

    it('matches a phrase longer than ten words on every word, the eleventh and twelfth included', async () => {
      expect(await all('"for god so loved the world that he gave his only begotten"')).toEqual([43003016]);
      expect(await all('"for god so loved the world that he gave his only daughter"')).toEqual([]);
      expect(
        await all('"for god so loved the world that he gave his only begotten" -"everlasting life"'),
      ).toEqual([]);
    });

    it('matches a phrase across a full stop, as the folded words run on', async () => {
      const words = ['he', 'called', 'night', 'and', 'the', 'evening'];
      const expected = await kjvWhere(phraseRegex(words));
      expect(expected).toContain(1001005);
      expect(await all(`"${words.join(' ')}"`)).toEqual(expected);
    });

    it('joins a phrase with OR like any other term', async () => {
      const sonOfMan = await all('"son of man"');
      const messiah = await all('messiah');
      expect(sonOfMan.length).toBeGreaterThan(100);
      expect(messiah.length).toBeGreaterThan(0);
      const either = await search('"son of man" OR messiah', { perPage: 40_000 });
      expect(either.ords).toEqual([...new Set([...sonOfMan, ...messiah])].sort((a, b) => a - b));
      expect(either.total).toBe(either.ords.length);
    });

    it('loses no verse when two re-index jobs of one version overlap', async () => {
      await engine.dropVersion('tr');
      const reports = await Promise.all(
        [1, 2].map(() => engine.indexVersion('tr', verseDocumentsFromDatabase(dataSource, 'tr', 1000))),
      );
      expect(reports.map((r) => r.indexed)).toEqual([7957, 7957]);
      expect(await engine.indexedCount('tr')).toBe(7957);
      expect((await search('θεος', { version: 'tr' })).total).toBe(291);
    });

    it('finds Greek without accents and Hebrew without points', async () => {
      expect(await all('αγαπη', 'tr')).toContain(62004008);
      expect(await all('בְּרֵאשִׁית', 'wlc')).toContain(1001001);
      expect(await all('בראשית', 'wlc')).toContain(1001001);
    });

    it("suggests 'beginning' for 'beginnig'", async () => {
      expect(await engine.suggestWords('kjv', ['beginnig', 'lord', 'xqzjv'])).toEqual(
        new Map([
          ['beginnig', 'beginning'],
          ['lord', 'lord'],
        ]),
      );
    });

    it('drops one version while the others keep serving, and indexes it again', async () => {
      await engine.dropVersion('tr');
      expect((await search('θεοσ', { version: 'tr' })).total).toBe(0);
      expect((await search('love')).total).toBeGreaterThan(0);
      const report = await engine.indexVersion('tr', verseDocumentsFromDatabase(dataSource, 'tr'));
      expect(report.indexed).toBe(7957);
      expect((await search('θεος', { version: 'tr' })).total).toBe(291);
    });
  },
);

describe('query folding and index folding', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    await runMigrations(db.url);
    dataSource = createDataSource({ url: db.url, poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('fold every verse of every language the same way, or query words would never meet indexed ones', async () => {
    const rows: { text: string; folded: string }[] = await dataSource.query(
      `SELECT text, trim(search_fold(text)) AS folded FROM verses WHERE ord % 97 = 0 AND text <> ''`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    const differing = rows.filter((r) => foldText(r.text) !== r.folded.replace(/\s+/g, ' '));
    expect(differing.slice(0, 3)).toEqual([]);
  });
});
