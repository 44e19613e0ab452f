import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An apostrophe between two letters is part of a word in the index: "God's" (25 KJV verses) is no
 * longer the lexeme "gods" (215 verses), nor "king's" "kings". A loose apostrophe (a closing quote,
 * the plural possessive "fathers'") still folds away.
 *
 * The default text-search parser splits "god's" into "god" and "s", so search_document() now builds
 * the tsvector itself from the folded words and their positions (the same lexemes and positions the
 * parser gave for every word without an apostrophe). Every verse is re-indexed.
 *
 * search_fold() must match foldText() in libs/search-engine (query words are folded there).
 */
export class SearchApostrophes1732000012000 implements MigrationInterface {
  name = 'SearchApostrophes1732000012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT normalize(translate(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
          normalize(public.unaccent('public.unaccent'::regdictionary, lower(t)), NFD),
          '[\\u0300-\\u036f\\u0591-\\u05bd\\u05bf-\\u05c7\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f‘ʽ\`]', '', 'g'),
          '[’ʼ]', '''', 'g'),
          '(?<![[:alnum:]])''|''(?![[:alnum:]])', '', 'g'),
          '[^[:alnum:]'']+', ' ', 'g'), 'ς', 'σ'), NFC)
      $fn$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION search_document(t text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT coalesce(string_agg(
                 '''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || ''':' || n, ' ')::tsvector,
               ''::tsvector)
        FROM unnest(string_to_array(nullif(trim(search_fold(t)), ''), ' ')) WITH ORDINALITY AS u(w, n)
      $fn$`);
    await reindex(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT normalize(translate(regexp_replace(regexp_replace(
          normalize(public.unaccent('public.unaccent'::regdictionary, lower(t)), NFD),
          '[\\u0300-\\u036f\\u0591-\\u05bd\\u05bf-\\u05c7\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f''’‘ʼʽ\`]', '', 'g'),
          '[^[:alnum:]]+', ' ', 'g'), 'ς', 'σ'), NFC)
      $fn$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION search_document(t text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT to_tsvector('pg_catalog.simple'::regconfig, search_fold(t))
      $fn$`);
    await reindex(q);
  }
}

/** TRUNCATE fires no row triggers: search_words is rebuilt by the insert trigger of verse_search. */
async function reindex(q: QueryRunner): Promise<void> {
  await q.query(`TRUNCATE verse_search, search_words`);
  await q.query(`DROP INDEX IF EXISTS verse_search_document`);
  await q.query(`INSERT INTO verse_search (version_code, ord, document)
                 SELECT version_code, ord, search_document(text) FROM verses`);
  await q.query(`CREATE INDEX verse_search_document ON verse_search USING gin (version_code, document)`);
}
