import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per word of the original-language texts (WLC, TR, Byzantine), in the text's own verse
 * numbering (`ord` as in `verses`): the interlinear, parsing and morphology search read it.
 * KJV references reach it through `verse_mappings`, like `verses`.
 * `morph_features` holds the decoded feature keys ('qal', 'perfect', '3rd', …) a `morph:` filter
 * matches with `@>`; `text_plain` is the form without points or accents.
 */
export class OriginalWords1732000016000 implements MigrationInterface {
  name = 'OriginalWords1732000016000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE original_words (
        version_code text NOT NULL REFERENCES versions (code),
        ord integer NOT NULL,
        position smallint NOT NULL,
        text text NOT NULL,
        text_plain text NOT NULL,
        transliteration text NOT NULL,
        source_lemma text NOT NULL,
        strongs text[] NOT NULL,
        morph text NOT NULL,
        morph_features text[] NOT NULL,
        variant text CHECK (variant IN ('ketiv', 'qere')),
        PRIMARY KEY (version_code, ord, position)
      )`);
    await q.query(`CREATE INDEX original_words_strongs ON original_words USING gin (strongs)`);
    await q.query(`CREATE INDEX original_words_features ON original_words USING gin (morph_features)`);
    await q.query(`CREATE INDEX original_words_plain ON original_words (text_plain, version_code)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE original_words`);
  }
}
