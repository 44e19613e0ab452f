import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the dictionary search reads: a loose transliteration (so 'reshith' meets 'rêʼshîyth'), an
 * English full-text vector of usage and definition, and prefix-capable indexes. Generated columns
 * keep them right whatever writes the rows, and the same SQL function folds the query.
 */
export class LexiconSearch1732000002000 implements MigrationInterface {
  name = 'LexiconSearch1732000002000';

  async up(q: QueryRunner): Promise<void> {
    // Strong's writes hireq-yod 'îy', tsere-yod 'êy', holem-vav 'ôw', shureq 'ûw' and superscript
    // vowels 'ᵉ'; readers type 'reshith', 'beth', 'yehovah'. Input is transliteration_plain.
    await q.query(`
      CREATE OR REPLACE FUNCTION lexicon_fold_transliteration(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT regexp_replace(regexp_replace(
                 regexp_replace(translate(t, 'ᵉᵃᵒˢ', 'eaos'), '[^a-z]', '', 'g'),
               '([ie])y', '\\1', 'g'), '([ou])w', '\\1', 'g')
      $$`);
    await q.query(`
      ALTER TABLE lexicon_entries
        ADD COLUMN transliteration_loose text
          GENERATED ALWAYS AS (lexicon_fold_transliteration(transliteration_plain)) STORED,
        ADD COLUMN search_vector tsvector
          GENERATED ALWAYS AS (
            setweight(to_tsvector('english'::regconfig, usage), 'A')
            || setweight(to_tsvector('english'::regconfig, definition), 'B')
          ) STORED`);
    await q.query(`CREATE INDEX lexicon_entries_search_vector ON lexicon_entries USING gin (search_vector)`);
    await q.query(
      `CREATE INDEX lexicon_entries_translit_loose ON lexicon_entries (transliteration_loose text_pattern_ops)`,
    );
    await q.query(
      `CREATE INDEX lexicon_entries_lemma_plain ON lexicon_entries (lemma_plain text_pattern_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS lexicon_entries_lemma_plain`);
    await q.query(`DROP INDEX IF EXISTS lexicon_entries_translit_loose`);
    await q.query(`DROP INDEX IF EXISTS lexicon_entries_search_vector`);
    await q.query(
      `ALTER TABLE lexicon_entries DROP COLUMN IF EXISTS search_vector, DROP COLUMN IF EXISTS transliteration_loose`,
    );
    await q.query(`DROP FUNCTION IF EXISTS lexicon_fold_transliteration(text)`);
  }
}
