import { Client } from 'pg';
import request from 'supertest';
import type { SearchResponse } from '@strongs/contracts';
import { stripGreekAccents, stripHebrewPoints } from '@strongs/scripture';
import { type LexiconSearchEngine, looseTransliteration, NAMED_ENTRIES_LIMIT } from '@strongs/search-engine';
import { LEXICON_ENGINE } from '../engine/search-engine.tokens';
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

  it("names what the dictionary's own engine names for a word as readers type it, over 90 words of the corpus", async () => {
    const db = new Client({ connectionString: t.db.url });
    await db.connect();
    const words: { word: string; script: 'hebrew' | 'greek' | 'latin' }[] = (
      await db.query(
        `(SELECT DISTINCT ON (md5(text)) text AS word, 'hebrew' AS script FROM original_words
          WHERE version_code = 'wlc' AND text !~ '[ ־׃]' ORDER BY md5(text) LIMIT 30)
         UNION ALL (SELECT lemma, 'greek' FROM lexicon_entries WHERE language = 'greek' AND lemma !~ ' '
          ORDER BY md5(strongs) LIMIT 30)
         UNION ALL (SELECT transliteration, 'latin' FROM lexicon_entries WHERE transliteration ~ '^[[:alpha:]]+$'
          ORDER BY md5(strongs) LIMIT 30)`,
      )
    ).rows;
    await db.end();
    const engine = t.app.get<LexiconSearchEngine>(LEXICON_ENGINE);
    const differing: string[] = [];
    let naming = 0;
    for (const { word, script } of words) {
      const lemma = script === 'hebrew' ? stripHebrewPoints(word) : stripGreekAccents(word).toLowerCase();
      const expected = await engine.namedBy(
        script === 'latin'
          ? { lemma: word.toLowerCase(), transliteration: looseTransliteration(word) }
          : { lemma },
        NAMED_ENTRIES_LIMIT,
      );
      const named = (await search(word, script === 'hebrew' ? 'wlc' : 'kjv')).lexiconMatches ?? [];
      const [got, want] = [named.map((m) => m.strongsNumber), expected.map((e) => e.strongs)];
      if (got.length) naming += 1;
      if (got.join() !== want.join()) differing.push(`${word}: ${got} ≠ ${want}`);
    }
    expect(words).toHaveLength(90);
    expect(differing).toEqual([]);
    expect(naming).toBeGreaterThanOrEqual(85);
  });
});
