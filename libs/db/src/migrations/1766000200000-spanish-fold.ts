import { MigrationInterface, QueryRunner } from 'typeorm';

/** The marks every fold removes (combining diacritics, Hebrew points and accents, a few quote marks). */
const MARKS =
  '[\\u0300-\\u036f\\u0591-\\u05bd\\u05bf-\\u05c7\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f‘ʽ`]';

/**
 * The Reina-Valera 1909 (issue #29): search folds Spanish the way a Spanish reader types. Accents go as
 * before ("amo" finds "amó", "corazon" "corazón"), but ñ is a letter of its own, not n with a mark: "año"
 * must not find "ano". search_fold() keeps ñ (lower case, precomposed, whether the text writes it as U+00F1
 * or as n + U+0303): it holds each ñ as U+E000 (private use) while unaccent and the mark removal run, then
 * writes ñ back. foldText() in libs/search-engine does the same, step for step (the contract test
 * `fold-word.int.spec.ts` holds them equal over every word of the corpus).
 *
 * What folds with search_fold: the verse index (`verse_search`, through search_document() and the trigger
 * on `verses`) and, from it, `search_words` (the trigger on `verse_search`). Only verses whose indexed text
 * holds an ñ fold differently, so only those index rows are rewritten (their search_words counts follow by
 * the trigger). The lexicon's folded columns (`lemma_plain`, `transliteration_plain`, the generated
 * `transliteration_loose` and `search_vector`) are written by other folds (foldTransliteration, Postgres's
 * `english` configuration), not by search_fold: nothing there changes.
 *
 * The Meilisearch engine folds its documents with foldText when a version is indexed: an index built
 * before this release from a text with ñ (an uploaded Spanish text; none of the corpus texts before the
 * RV1909 has one) keeps "ano" for "año" until that version is re-indexed.
 */
export class SpanishFold1766000200000 implements MigrationInterface {
  name = 'SpanishFold1766000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT normalize(translate(regexp_replace(regexp_replace(regexp_replace(replace(regexp_replace(
          normalize(public.unaccent('public.unaccent'::regdictionary,
            regexp_replace(lower(t), 'ñ|n' || chr(771), chr(57344), 'g')), NFD),
          '${MARKS}', '', 'g'), chr(57344), 'ñ'),
          '[’ʼ]', '''', 'g'),
          '(?<![[:alnum:]])''|''(?![[:alnum:]])', '', 'g'),
          '[^[:alnum:]'']+', ' ', 'g'), 'ς', 'σ'), NFC)
      $fn$`);
    await refreshVersesWithEnye(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT normalize(translate(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
          normalize(public.unaccent('public.unaccent'::regdictionary, lower(t)), NFD),
          '${MARKS}', '', 'g'),
          '[’ʼ]', '''', 'g'),
          '(?<![[:alnum:]])''|''(?![[:alnum:]])', '', 'g'),
          '[^[:alnum:]'']+', ' ', 'g'), 'ς', 'σ'), NFC)
      $fn$`);
    await refreshVersesWithEnye(q);
  }
}

/** Re-folds the index rows of verses with an ñ; the statement-level trigger moves their search_words counts. */
async function refreshVersesWithEnye(q: QueryRunner): Promise<void> {
  await q.query(`
    UPDATE verse_search s SET document = search_document(verse_search_text(v.text, v.markup))
    FROM verses v
    WHERE v.version_code = s.version_code AND v.ord = s.ord
      AND verse_search_text(v.text, v.markup) ~ ('[ñÑ]|[nN]' || chr(771))`);
}
