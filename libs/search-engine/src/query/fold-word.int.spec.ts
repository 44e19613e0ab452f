import { databaseClientPerFile } from '@strongs/testing';
import { foldText } from './fold-word';

/**
 * The same fold is written twice: in TypeScript for the query (foldText) and in SQL for the index
 * (search_fold, in the migrations). Every word of every installed text (KJV, WEB, ASV, YLT, NHEB, WLC, TR,
 * Byzantine, the Restored Names edition, the Reina-Valera 1909) is folded by both; any word they fold
 * differently would be one a search can never find. Spanish: accents go, ñ stays (año is not ano).
 */
describe('search_fold (SQL) and foldText (TypeScript)', () => {
  const database = databaseClientPerFile('corpus');

  it('fold every word of the corpus alike', async () => {
    const { rows } = await database.client.query<{ word: string; folded: string }>(
      `SELECT word, trim(search_fold(word)) AS folded
       FROM (SELECT DISTINCT regexp_split_to_table(text, '\\s+') AS word FROM verses) words
       WHERE word <> ''`,
    );
    expect(rows.length).toBeGreaterThan(100_000);
    const differing = rows
      .filter((r) => foldText(r.word) !== r.folded)
      .map((r) => `${r.word} → SQL "${r.folded}", TS "${foldText(r.word)}"`);
    expect(differing.slice(0, 20)).toEqual([]);
  });

  it('keep ñ and drop the other Spanish accents alike, in the corpus and in the odd spellings', async () => {
    const { rows } = await database.client.query<{ word: string; folded: string }>(
      `SELECT word, trim(search_fold(word)) AS folded
       FROM (SELECT DISTINCT regexp_split_to_table(text, '\\s+') AS word FROM verses WHERE version_code = 'rv1909') words
       WHERE word ~ '[ñÑáéíóúÁÉÍÓÚü]'`,
    );
    expect(rows.length).toBeGreaterThan(5_000);
    expect(rows.filter((r) => /ñ/i.test(r.word) && !r.folded.includes('ñ'))).toEqual([]);
    expect(rows.filter((r) => /[áéíóúü]/.test(r.folded))).toEqual([]);
    const odd = ['AÑO', 'an\u0303o', 'ñ\u0301', 'São', 'Corazón', 'vergüenza', 'Señor’s'];
    const { rows: folded } = await database.client.query<{ f: string }>(
      `SELECT trim(search_fold(w)) AS f FROM unnest($1::text[]) WITH ORDINALITY AS u(w, n) ORDER BY n`,
      [odd],
    );
    expect(folded.map((r) => r.f)).toEqual(odd.map(foldText));
    expect(odd.map(foldText)).toEqual(['año', 'año', 'ñ', 'sao', 'corazon', 'verguenza', "señor's"]);
  });

  it('fold whole verses alike, punctuation and spacing included', async () => {
    const { rows } = await database.client.query<{ text: string; folded: string }>(
      `SELECT text, trim(regexp_replace(search_fold(text), ' +', ' ', 'g')) AS folded FROM verses`,
    );
    const [installed] = (
      await database.client.query<{ n: number }>(
        `SELECT sum(verse_count)::int AS n FROM versions WHERE installed`,
      )
    ).rows;
    expect(rows.length).toBe(installed.n);
    const differing = rows.filter((r) => foldText(r.text) !== r.folded).map((r) => r.text);
    expect(differing.slice(0, 5)).toEqual([]);
  });
});
