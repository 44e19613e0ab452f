import { createDataSource, runMigrations } from '@strongs/db';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import type { DataSource } from 'typeorm';
import { foldText } from '../query/fold-word';
import { parseSearchQuery } from '../query/parse-query';
import { verseDocumentsFromDatabase } from '../postgres/verse-documents';
import type { SearchEngine } from '../search-engine';
import { configuredEngines } from './configured-engines';

describe.each(configuredEngines().map((e) => [e.label, e] as const))('the %s search engine on the real corpus', (_label, configured) => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let engine: SearchEngine;

  const search = (q: string, opts: { version?: string; page?: number; perPage?: number; sort?: 'canonical' | 'relevance' } = {}) =>
    engine.search({ versionCode: opts.version ?? 'kjv', query: parseSearchQuery(q), page: opts.page ?? 1, perPage: opts.perPage ?? 30, sort: opts.sort });
  const all = async (q: string, version = 'kjv') => (await search(q, { version, perPage: 40_000 })).ords;
  const ordsWhere = async (sql: string, params: unknown[] = []): Promise<number[]> =>
    ((await dataSource.query(sql, params)) as { ord: number }[]).map((r) => r.ord);
  /** An oracle independent of any index: a case-insensitive whole-word regex over the verse text. */
  const wordRegex = (word: string) => `(^|[^[:alnum:]''’])${word}($|[^[:alnum:]''’])`;

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    // A reused template may predate the search-index migration: bring the copy up to date.
    await runMigrations(db.url);
    dataSource = createDataSource({ url: db.url, poolSize: 4 });
    await dataSource.initialize();
    engine = configured.create(dataSource);
    for (const version of ['kjv', 'tr', 'wlc']) {
      await engine.indexVersion(version, verseDocumentsFromDatabase(dataSource, version));
    }
  });

  afterAll(async () => {
    await engine?.close();
    await dataSource?.destroy();
    await db?.drop();
  });

  it('holds every KJV verse after indexing', async () => {
    expect(await engine.indexedCount('kjv')).toBe(31102);
  });

  it("finds 'love' in exactly the KJV verses that have the word, paged in canonical order", async () => {
    const expected = await ordsWhere(`SELECT ord FROM verses WHERE version_code = 'kjv' AND text ~* $1 ORDER BY ord`, [wordRegex('love')]);
    const first = await search('love');
    const second = await search('love', { page: 2 });
    expect(first.total).toBe(expected.length);
    expect(first.ords).toEqual(expected.slice(0, 30));
    expect(second.ords).toEqual(expected.slice(30, 60));
    expect(await engine.count('kjv', parseSearchQuery('love'))).toBe(expected.length);
  });

  it('matches "in the beginning" as a phrase', async () => {
    const ords = await all('"in the beginning"');
    const expected = await ordsWhere(`SELECT ord FROM verses WHERE version_code = 'kjv' AND text ~* $1 ORDER BY ord`, [wordRegex('in the beginning')]);
    expect(ords).toEqual(expected);
    expect(ords).toEqual(expect.arrayContaining([1001001, 43001001]));
  });

  it("finds exactly the 48 KJV verses tagged H7225, in canonical order, however the number is written", async () => {
    const expected = await ordsWhere(`SELECT DISTINCT ord FROM verse_strongs WHERE version_code = 'kjv' AND strongs = 'H7225' ORDER BY ord`);
    expect(expected).toHaveLength(48);
    expect(await all('H7225')).toEqual(expected);
    expect(await all('h07225')).toEqual(expected);
  });

  it('never answers G26 with a verse tagged only G260', async () => {
    const g26 = await all('G26');
    const expected = await ordsWhere(`SELECT DISTINCT ord FROM verse_strongs WHERE version_code = 'kjv' AND strongs = 'G26' ORDER BY ord`);
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
    const expected = await ordsWhere(`SELECT ord FROM verses WHERE version_code = 'kjv' AND text ~* $1 ORDER BY ord`, [
      `(^|[^[:alnum:]''’])begin[[:alnum:]]*($|[^[:alnum:]''’])`,
    ]);
    expect(await all('begin*')).toEqual(expected);
  });

  it('keeps to a book or testament scope', async () => {
    const nt = await all('love in:nt');
    expect(nt.length).toBeGreaterThan(0);
    expect(nt.every((ord) => ord >= 40_000_000)).toBe(true);
    expect(await all('love in:1John')).toEqual(nt.filter((ord) => Math.floor(ord / 1e6) === 62));
  });

  it('ranks on request without changing what is found', async () => {
    const ranked = await search('love god', { sort: 'relevance', perPage: 40_000 });
    expect([...ranked.ords].sort((a, b) => a - b)).toEqual(await all('love god'));
  });

  it('finds Greek without accents and Hebrew without points', async () => {
    expect(await all('αγαπη', 'tr')).toContain(62004008);
    expect(await all('בְּרֵאשִׁית', 'wlc')).toContain(1001001);
    expect(await all('בראשית', 'wlc')).toContain(1001001);
  });

  it("suggests 'beginning' for 'beginnig'", async () => {
    expect(await engine.suggestWords('kjv', ['beginnig', 'lord', 'xqzjv'])).toEqual(new Map([['beginnig', 'beginning'], ['lord', 'lord']]));
  });

  it('drops one version while the others keep serving, and indexes it again', async () => {
    await engine.dropVersion('tr');
    expect((await search('θεοσ', { version: 'tr' })).total).toBe(0);
    expect((await search('love')).total).toBeGreaterThan(0);
    const report = await engine.indexVersion('tr', verseDocumentsFromDatabase(dataSource, 'tr'));
    expect(report.indexed).toBe(7957);
    expect((await search('θεος', { version: 'tr' })).total).toBe(291);
  });
});

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
