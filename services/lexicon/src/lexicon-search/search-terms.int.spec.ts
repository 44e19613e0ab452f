import { databaseClientPerFile } from '@strongs/testing';
import { looseTransliteration } from './search-terms';

/**
 * The loose transliteration is written twice: in SQL for the stored column (lexicon_fold_transliteration)
 * and in TypeScript for the query (looseTransliteration). Every entry of both dictionaries is folded by both:
 * an entry they fold differently could not be found by typing its own transliteration.
 */
describe('lexicon_fold_transliteration (SQL) and looseTransliteration (TypeScript)', () => {
  const database = databaseClientPerFile('corpus');

  it('fold every entry of the Hebrew and Greek dictionaries alike', async () => {
    const { rows } = await database.client.query<{ strongs: string; transliteration: string; loose: string }>(
      `SELECT strongs, transliteration, transliteration_loose AS loose FROM lexicon_entries`,
    );
    expect(rows.length).toBe(8_674 + 5_523);
    const differing = rows
      .filter((r) => looseTransliteration(r.transliteration) !== r.loose)
      .map(
        (r) =>
          `${r.strongs} ${r.transliteration}: SQL "${r.loose}", TS "${looseTransliteration(r.transliteration)}"`,
      );
    expect(differing.slice(0, 20)).toEqual([]);
  });
});
