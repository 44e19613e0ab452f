import { createDataSource, runMigrations } from '@strongs/db';
import { stripGreekAccents, stripHebrewPoints } from '@strongs/scripture';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import type { DataSource } from 'typeorm';
import { englishLexeme } from '../lexicon/english-lexemes';
import { looseTransliteration } from '../lexicon/loose-transliteration';
import { NAMED_ENTRIES_LIMIT, type NamingTerms } from '../lexicon/named-entries';
import { lexiconDocumentsFromDatabase } from '../lexicon/lexicon-documents';
import { type MeiliLexiconEntry, toMeiliLexiconEntry } from '../lexicon/meili-lexicon-documents';
import {
  LEXICON_ENTRY_COLUMNS,
  type LexiconSearchEngine,
  type LexiconSearchRequest,
  type LexiconSearchTerms,
} from '../lexicon/lexicon-search-engine';
import { CONTRACT_RENDERINGS_VERSION, configuredLexiconEngines } from './configured-lexicon-engines';

/** Stemmed forms, stop words, two-word queries and a query of stop words only. */
const ENGLISH_QUERIES = [
  'loving',
  'love',
  'the',
  'to be',
  'the beginning',
  'love feast',
  'shepherds',
  'kings',
  'sacrificed',
  'righteousness',
  'running water',
  'mercy seat',
  'hidden things',
  'wept',
];

describe.each(configuredLexiconEngines().map((e) => [e.label, e] as const))(
  'the %s lexicon engine on the real dictionary',
  (_label, configured) => {
    let db: TestDatabase;
    let dataSource: DataSource;
    let engine: LexiconSearchEngine;

    const search = (
      terms: LexiconSearchTerms | undefined,
      opts: Partial<Omit<LexiconSearchRequest, 'terms'>> = {},
    ) => engine.search({ terms, language: opts.language, limit: opts.limit ?? 20, offset: opts.offset ?? 0 });
    const numbers = async (
      terms: LexiconSearchTerms | undefined,
      opts: Partial<Omit<LexiconSearchRequest, 'terms'>> = {},
    ) => (await search(terms, opts)).rows.map((r) => r.strongs);
    const lemma = (lemma: string): LexiconSearchTerms => ({ numbers: [], lemma });

    beforeAll(async () => {
      db = await createTestDatabase('corpus');
      await runMigrations(db.url);
      dataSource = createDataSource({ url: db.url, poolSize: 4 });
      await dataSource.initialize();
      engine = configured.create(dataSource);
      await engine.rebuild(lexiconDocumentsFromDatabase(dataSource, CONTRACT_RENDERINGS_VERSION));
    });

    afterAll(async () => {
      if (engine) await configured.dispose(engine);
      await engine?.close();
      await dataSource?.destroy();
      await db?.drop();
    });

    it('searches all 14,197 entries of the dictionary', async () => {
      expect(await engine.indexedCount()).toBe(14_197);
      expect((await search(undefined)).total).toBe(14_197);
    });

    it('finds a Hebrew lemma with points and without, the entry itself first', async () => {
      expect((await numbers(lemma('ראשית')))[0]).toBe('H7225');
      // The lexicon service folds the query with these same folds (search-terms).
      expect((await numbers(lemma(stripHebrewPoints('רֵאשִׁית'))))[0]).toBe('H7225');
    });

    it('finds the entry of an inflected form of the original texts', async () => {
      expect(await numbers(lemma('בראשית'))).toContain('H7225');
    });

    it('finds a Greek lemma with accents folded and without', async () => {
      expect((await numbers(lemma('αγαπη')))[0]).toBe('G26');
      expect((await numbers(lemma(stripGreekAccents('ἀγάπη'))))[0]).toBe('G26');
    });

    it('matches a loose transliteration by its beginning, the exact one first', async () => {
      const found = await numbers({ numbers: [], transliteration: 'reshith' }, { limit: 100 });
      expect(found[0]).toBe('H7225');
      const prefixed = await search({ numbers: [], transliteration: 'resh' }, { limit: 100 });
      expect(prefixed.rows.map((r) => r.strongs)).toContain('H7225');
      const [{ count }]: { count: number }[] = await dataSource.query(
        `SELECT count(*)::int AS count FROM lexicon_entries WHERE transliteration_loose LIKE 'resh%'`,
      );
      expect(prefixed.total).toBe(count);
    });

    it('finds an English gloss word, the entries the KJV renders most often with it first', async () => {
      const love = await numbers({ numbers: [], words: 'love' }, { language: 'hebrew', limit: 50 });
      expect(love[0]).toBe('H157');
      // θέλω (G2309) is rendered "love" once (Mark 12:38) among 216 renderings: after the words for love.
      const byRendering: { strongs: string }[] = await dataSource.query(
        `SELECT strongs FROM translation_counts WHERE version_code = 'kjv' AND lower(translation) = 'love'
         GROUP BY strongs ORDER BY sum(count) DESC, strongs LIMIT 4`,
      );
      const both = await numbers({ numbers: [], words: 'love' }, { limit: 20 });
      expect(both.slice(0, 4).sort()).toEqual(byRendering.map((r) => r.strongs).sort());
      expect(both.indexOf('G2309')).toBeGreaterThan(both.indexOf('G26'));
      expect(await numbers({ numbers: [], words: 'love' }, { language: 'greek', limit: 2 })).toEqual([
        'G26',
        'G25',
      ]);
    });

    it('matches English words as Postgres text search does, with the same totals', async () => {
      const totals: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const words of ENGLISH_QUERIES) {
        totals[words] = (await search({ numbers: [], words }, { limit: 5 })).total;
        const [{ count }]: { count: number }[] = await dataSource.query(
          `SELECT count(*)::int AS count FROM lexicon_entries
           WHERE search_vector @@ websearch_to_tsquery('english', $1)`,
          [words],
        );
        expected[words] = count;
      }
      expect(totals).toEqual(expected);
      // "loving" is "love" (38 entries); "the" and "to be" are stop words only.
      expect([totals.loving, totals.love, totals.the, totals['to be']]).toEqual([38, 38, 0, 0]);
    });

    it("finds a Strong's number in both languages, Hebrew first, and never its longer neighbours", async () => {
      expect(await numbers({ numbers: ['H26', 'G26'] })).toEqual(['H26', 'G26']);
      expect((await search({ numbers: ['G26'] })).total).toBe(1);
    });

    it('pages with an exact total: pages meet without overlap and a page past the end is empty', async () => {
      const words: LexiconSearchTerms = { numbers: [], transliteration: 'love', words: 'love' };
      const all = await search(words, { limit: 100 });
      expect(all.total).toBeGreaterThan(20);
      const first = await search(words, { limit: 10 });
      const second = await search(words, { limit: 10, offset: 10 });
      expect([...first.rows, ...second.rows].map((r) => r.strongs)).toEqual(
        all.rows.slice(0, 20).map((r) => r.strongs),
      );
      expect(second.total).toBe(all.total);
      expect(await search(words, { limit: 10, offset: 10_000 })).toEqual({ rows: [], total: all.total });
      const listing = await search(undefined, { language: 'hebrew', limit: 100, offset: 200 });
      expect(listing.total).toBe(8_674);
      expect(listing.rows[0].strongs).toBe('H201');
    });

    it('keeps to one language when asked', async () => {
      const greek = await search({ numbers: [], words: 'love' }, { language: 'greek', limit: 100 });
      expect(greek.rows.length).toBeGreaterThan(0);
      expect(greek.rows.every((r) => r.language === 'greek' && r.strongs.startsWith('G'))).toBe(true);
      expect((await search(undefined, { language: 'greek' })).total).toBe(5_523);
      expect(await search({ numbers: [] }, { language: 'hebrew' })).toEqual({ rows: [], total: 0 });
    });

    it('names the entries of a word by the exact tier of its own search, over 400 words of the corpus', async () => {
      // Forms of the original texts, headwords and transliterations as readers type them (folded here).
      const words: { lemma: string | null; typed: string | null }[] = await dataSource.query(
        `(SELECT DISTINCT text_plain AS lemma, NULL AS typed FROM original_words
          WHERE cardinality(strongs) > 0 ORDER BY 1 LIMIT 150)
         UNION ALL (SELECT lemma_plain, NULL FROM lexicon_entries ORDER BY md5(strongs) LIMIT 100)
         UNION ALL (SELECT NULL, transliteration FROM lexicon_entries ORDER BY md5(strongs) LIMIT 150)`,
      );
      const differing: string[] = [];
      let naming = 0;
      for (const word of words) {
        const terms: NamingTerms = {
          lemma: word.lemma ?? undefined,
          transliteration: word.typed ? looseTransliteration(word.typed) : undefined,
        };
        const named = (await engine.namedBy(terms, NAMED_ENTRIES_LIMIT)).map((e) => e.strongs);
        const [{ exact }]: { exact: number }[] = await dataSource.query(
          `SELECT count(*)::int AS exact FROM lexicon_entries e
           WHERE e.lemma_plain = $1 OR e.transliteration_loose = $2
              OR e.strongs IN (SELECT w.strongs[1] FROM original_words w WHERE w.text_plain = $1)`,
          [terms.lemma ?? null, terms.transliteration ?? null],
        );
        const head = (await numbers({ numbers: [], ...terms }, { limit: NAMED_ENTRIES_LIMIT })).slice(
          0,
          Math.min(exact, NAMED_ENTRIES_LIMIT),
        );
        if (named.length > 0) naming += 1;
        if (named.join() !== head.join()) differing.push(`${JSON.stringify(terms)}: ${named} ≠ ${head}`);
      }
      expect(differing).toEqual([]);
      expect(words).toHaveLength(400);
      expect(naming).toBe(400);
    });

    it('names nothing for a word that is no headword, form or transliteration', async () => {
      expect(await engine.namedBy({ lemma: 'love', transliteration: 'love' }, 5)).toEqual([]);
      expect(await engine.namedBy({}, 5)).toEqual([]);
      expect((await engine.namedBy({ lemma: 'בראשית' }, 5))[0]).toMatchObject({
        strongs: 'H7225',
        transliteration: 'rêʼshîyth',
      });
    });

    it('returns whole rows, as the lexicon table holds them', async () => {
      const [row] = (await search({ numbers: ['H7225'] })).rows;
      const [stored] = await dataSource.query(
        `SELECT ${LEXICON_ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.strongs = 'H7225'`,
      );
      expect(row).toMatchObject(stored);
    });
  },
);

describe('lexicon documents for a separate index', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const documents: MeiliLexiconEntry[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('corpus');
    await runMigrations(db.url);
    dataSource = createDataSource({ url: db.url, poolSize: 2 });
    await dataSource.initialize();
    for await (const batch of lexiconDocumentsFromDatabase(dataSource, CONTRACT_RENDERINGS_VERSION)()) {
      documents.push(...batch.map(toMeiliLexiconEntry));
    }
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('fold every entry as the lexicon table does, or a query would match in one engine and not the other', async () => {
    expect(documents).toHaveLength(14_197);
    const stored: { strongs: string; lemma_plain: string; transliteration_loose: string }[] =
      await dataSource.query(`SELECT strongs, lemma_plain, transliteration_loose FROM lexicon_entries`);
    const byNumber = new Map(stored.map((s) => [s.strongs, s]));
    const differing = documents
      .filter(
        (d) =>
          d.lemmaPlain !== byNumber.get(d.strongs)?.lemma_plain ||
          d.transliterationLoose !== byNumber.get(d.strongs)?.transliteration_loose,
      )
      .map((d) => `${d.strongs}: ${d.lemmaPlain} ${d.transliterationLoose}`);
    expect(differing.slice(0, 10)).toEqual([]);
  });

  it("turn every word of the dictionary's English into the lexeme Postgres indexes, stop words into none", async () => {
    const words: { word: string; lexemes: string[] }[] = await dataSource.query(
      `SELECT word, ts_lexize('english_stem', word) AS lexemes
       FROM (SELECT DISTINCT lower(w) AS word
             FROM lexicon_entries, regexp_split_to_table(usage || ' ' || definition, '[^[:alpha:]]+') w) words
       WHERE word <> ''`,
    );
    expect(words.length).toBeGreaterThan(10_000);
    const differing = words
      .filter(({ word, lexemes }) => (englishLexeme(word) ?? null) !== (lexemes[0] ?? null))
      .map(({ word, lexemes }) => `${word}: ${englishLexeme(word)} / ${lexemes.join(',')}`);
    expect(differing.slice(0, 20)).toEqual([]);
  });

  it('carry the English lexemes Postgres stored for usage and definition', () => {
    expect(documents.find((d) => d.strongs === 'H157')?.englishLexemes).toContain('love');
  });

  it('carry the inflected forms and the KJV renderings that rank an entry', async () => {
    const h7225 = documents.find((d) => d.strongs === 'H7225');
    expect(h7225?.forms).toContain('בראשית');
    expect(h7225?.renderings).toContain('beginning');
    expect(h7225?.frequency).toBeGreaterThan(40);
    const h157 = documents.find((d) => d.strongs === 'H157');
    const [{ count }]: { count: number }[] = await dataSource.query(
      `SELECT sum(count)::int AS count FROM translation_counts
       WHERE version_code = 'kjv' AND strongs = 'H157' AND lower(translation) = 'love'`,
    );
    expect(h157?.renderingCounts[h157.renderings.indexOf('love')]).toBe(count);
    expect(h157?.renderingCounts.reduce((a, b) => a + b, 0)).toBe(h157?.frequency);
  });
});
