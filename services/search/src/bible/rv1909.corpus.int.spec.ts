import request from 'supertest';
import { Client } from 'pg';
import type { ChapterResponse, SearchResponse } from '@strongs/contracts';
import { resolveCorpusDir } from '@strongs/nest-common';
import {
  rawRv1909Slips,
  rawRv1909StrongsCounts,
  rawRv1909Verses,
  type RawRv1909Verse,
} from '@strongs/testing';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The Reina-Valera 1909 (issue #29) over the whole corpus file, against the test's own parse of
 * sword/sparv1909.imp.gz (`rawRv1909Verses`: regular expressions, not the importer's reader).
 */
describe('the Reina-Valera 1909 as the site serves it (real corpus)', () => {
  let t: TestApp;
  let db: Client;
  let raw: RawRv1909Verse[];
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const search = async (q: string): Promise<SearchResponse> =>
    (await get('/api/search-strongs').query({ q, db: 'rv1909' }).expect(200)).body as SearchResponse;

  beforeAll(async () => {
    raw = rawRv1909Verses(resolveCorpusDir());
    t = await startTestApp({}, { readOnly: true });
    db = new Client({ connectionString: t.db.url });
    await db.connect();
  }, 600_000);
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  it('is listed as an installed Spanish version with Strong’s numbers', async () => {
    const { body } = await get('/api/bible/versions?details=true').expect(200);
    const rv = (body as { code: string }[]).find((v) => v.code === 'rv1909');
    expect(rv).toMatchObject({
      name: 'Reina-Valera 1909',
      abbreviation: 'RV1909',
      language: 'es',
      licence: 'Public Domain',
      hasStrongs: true,
      installed: true,
      published: true,
      verseCount: 31102,
    });
    expect((rv as unknown as { source: string }).source).toMatch(/spaRV1909eb.*CrossWire.*eBible.*Debian/);
  });

  it('serves every verse of the file with its text, chapter by chapter, in the reader', async () => {
    expect(raw).toHaveLength(31102);
    const byChapter = new Map<string, RawRv1909Verse[]>();
    for (const v of raw) {
      const key = `${v.book}/${v.chapter}`;
      byChapter.set(key, [...(byChapter.get(key) ?? []), v]);
    }
    expect(byChapter.size).toBe(1189);
    const differing: string[] = [];
    for (const [key, verses] of byChapter) {
      const chapter = (await get(`/api/bible/chapter/${key}/rv1909`).expect(200)).body as ChapterResponse;
      expect(chapter.language).toBe('es');
      const served = new Map(chapter.verses.map((v) => [v.verse, v.text]));
      if (served.size !== verses.length)
        differing.push(`${key}: ${served.size} verses, file ${verses.length}`);
      for (const v of verses) {
        if (served.get(v.verse) !== v.text)
          differing.push(`${v.key}: "${served.get(v.verse)}" ≠ "${v.text}"`);
      }
    }
    expect(differing.slice(0, 10)).toEqual([]);
  }, 300_000);

  it('shows each tag’s numbers on its words in the reader (John 3:16: amó G25)', async () => {
    const chapter = (await get('/api/bible/chapter/John/3/rv1909').expect(200)).body as ChapterResponse;
    const v16 = chapter.verses.find((v) => v.verse === 16)!;
    expect(v16.tokens.find((token) => token.text === 'amó')?.strongs).toEqual(['G25']);
    const rawTags = raw.find((v) => v.key === 'John 3:16')!.tags;
    expect(
      v16.tokens.filter((token) => token.strongs?.length).map((token) => [token.text, token.strongs]),
    ).toEqual(rawTags.map((tag) => [tag.text, tag.numbers]));
  });

  it('holds, for every Strong’s number, one concordance row per tag that carries it', async () => {
    const counts = rawRv1909StrongsCounts(raw);
    const { rows } = await db.query<{ strongs: string; words: number; verses: number }>(
      `SELECT strongs, count(*)::int AS words, count(DISTINCT ord)::int AS verses
       FROM verse_strongs WHERE version_code = 'rv1909' GROUP BY strongs`,
    );
    const stored = new Map(rows.map((r) => [r.strongs, r]));
    expect(counts.size).toBeGreaterThan(13_000);
    expect(stored.size).toBe(counts.size);
    const differing: string[] = [];
    for (const [strongs, count] of counts) {
      const row = stored.get(strongs);
      if (row?.words !== count.tags || row.verses !== count.verses)
        differing.push(
          `${strongs}: ${row?.words}/${row?.verses} rows/verses, file ${count.tags}/${count.verses}`,
        );
    }
    expect(differing.slice(0, 10)).toEqual([]);
    expect([...counts.values()].reduce((n, c) => n + c.tags, 0)).toBe(395_000);
  });

  it('opens a dictionary entry from every number: the file’s one slip (G11537) is read as G1537', async () => {
    expect(rawRv1909Slips(resolveCorpusDir())).toEqual(['Matthew 23:25 G11537']);
    const { rows } = await db.query<{ strongs: string }>(
      `SELECT DISTINCT strongs FROM verse_strongs s WHERE version_code = 'rv1909'
         AND NOT EXISTS (SELECT 1 FROM lexicon_entries e WHERE e.strongs = s.strongs)`,
    );
    expect(rows).toEqual([]);
    const { rows: matthew } = await db.query<{ strongs: string; word: string }>(
      `SELECT strongs, word FROM verse_strongs WHERE version_code = 'rv1909' AND ord = 40023025 AND word = 'de'`,
    );
    expect(matthew).toContainEqual({ strongs: 'G1537', word: 'de' });
  });

  it('finds G26 and H157 in RV1909 as many verses as the file tags, and so for a sample of numbers', async () => {
    const counts = rawRv1909StrongsCounts(raw);
    const sample = ['G26', 'H157', 'G25', 'H430', 'G2316', 'H3068', 'H7225'];
    const all = [...counts.keys()].sort();
    for (let i = 0; i < all.length; i += 331) sample.push(all[i]);
    const differing: string[] = [];
    for (const strongs of sample) {
      const body = await search(strongs);
      if (body.totalResults !== counts.get(strongs)!.verses)
        differing.push(
          `${strongs}: ${body.totalResults} results, file ${counts.get(strongs)!.verses} verses`,
        );
    }
    expect(differing).toEqual([]);
    const g26 = await search('G26');
    expect(g26.results.map((r) => r.reference)).toContain('John 15:13');
    expect(g26.results.every((r) => r.version === 'rv1909')).toBe(true);
  });

  describe('Spanish folding', () => {
    /** The test's own fold of a Spanish word: lower case, accents and diaeresis gone, ñ kept. */
    const fold = (word: string) =>
      word
        .toLowerCase()
        .replace(/ñ/g, '\u0000')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/\u0000/g, 'ñ');
    const versesWith = (wanted: string) =>
      raw.filter((v) => v.text.split(/[^\p{L}\p{N}]+/u).some((w) => w && fold(w) === wanted)).length;

    it('finds "amó" for amo and "corazón" for corazon, as many verses as the file holds', async () => {
      const amo = await search('amo');
      expect(amo.totalResults).toBe(versesWith('amo'));
      expect((await search('amo in:John')).results.map((r) => r.reference)).toContain('John 3:16');
      const unaccented = raw.filter((v) => v.text.split(/[^\p{L}\p{N}]+/u).includes('amo')).length;
      expect(amo.totalResults).toBeGreaterThan(unaccented);
      const corazon = await search('corazon');
      expect(corazon.totalResults).toBe(versesWith('corazon'));
      expect(corazon.totalResults).toBeGreaterThan(500);
      expect(corazon.results[0].content).toMatch(/corazón/i);
      expect(corazon.results[0].matchedWords.map((w) => w.toLowerCase())).toContain('corazón');
      expect((await search('corazón')).totalResults).toBe(corazon.totalResults);
      expect((await search('amor')).totalResults).toBe(versesWith('amor'));
    });

    it('keeps ñ apart from n: año is not ano, peña is not pena', async () => {
      const year = await search('año');
      expect(year.totalResults).toBe(versesWith('año'));
      expect(year.totalResults).toBeGreaterThan(250);
      expect((await search('AÑO')).totalResults).toBe(year.totalResults);
      expect(versesWith('ano')).toBe(0);
      expect((await search('ano')).totalResults).toBe(0);
      const pena = await search('pena');
      const rock = await search('peña');
      expect([pena.totalResults, rock.totalResults]).toEqual([versesWith('pena'), versesWith('peña')]);
      expect(pena.results.every((r) => !/peña/i.test(r.content))).toBe(true);
      expect(rock.results.every((r) => /peña/i.test(r.content))).toBe(true);
    });
  });
});
