import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The embedded search index (Postgres full text) and search analytics.
 *
 * `verse_search` is a narrow copy of every verse as a tsvector, kept in step with `verses` by
 * statement-level triggers: an import that replaces a version inside its transaction replaces its
 * index rows in the same transaction, so the seed leaves every version indexed with no job, and a
 * half-imported version is never searchable. The row is narrow so that counting thousands of hits
 * (exact totals) reads few pages. `search_words` (lexeme, verses per version) feeds "did you mean"
 * through a trigram index and is kept by triggers on `verse_search`.
 *
 * search_fold() must match foldText() in libs/search-engine (query words are folded there).
 */
export class SearchIndex1732000001000 implements MigrationInterface {
  name = 'SearchIndex1732000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await q.query(`
      CREATE FUNCTION search_fold(t text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT normalize(translate(regexp_replace(regexp_replace(
          normalize(public.unaccent('public.unaccent'::regdictionary, lower(t)), NFD),
          '[\\u0300-\\u036f\\u0591-\\u05bd\\u05bf-\\u05c7\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f''’‘ʼʽ\`]', '', 'g'),
          '[^[:alnum:]]+', ' ', 'g'), 'ς', 'σ'), NFC)
      $fn$`);
    await q.query(`
      CREATE FUNCTION search_document(t text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
        SELECT to_tsvector('pg_catalog.simple'::regconfig, search_fold(t))
      $fn$`);
    await q.query(`
      CREATE TABLE verse_search (
        version_code text NOT NULL,
        ord integer NOT NULL,
        document tsvector NOT NULL,
        PRIMARY KEY (version_code, ord)
      )`);
    await q.query(`
      CREATE TABLE search_words (
        version_code text NOT NULL,
        word text NOT NULL,
        verses integer NOT NULL,
        PRIMARY KEY (version_code, word)
      )`);
    await q.query(`CREATE INDEX search_words_trigram ON search_words USING gin (word gin_trgm_ops)`);
    await this.createTriggers(q);
    await q.query(`INSERT INTO verse_search (version_code, ord, document)
                   SELECT version_code, ord, search_document(text) FROM verses`);
    // After the bulk copy, as the GIN notes advise; btree_gin puts the version in the same index.
    await q.query(`CREATE INDEX verse_search_document ON verse_search USING gin (version_code, document)`);
    await q.query(`
      CREATE TABLE search_events (
        id bigserial PRIMARY KEY,
        query text NOT NULL,
        version_code text,
        search_type text NOT NULL DEFAULT 'text',
        result_count integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX search_events_by_time ON search_events (created_at)`);
    await q.query(`CREATE INDEX search_events_by_query ON search_events (lower(query), created_at)`);
  }

  private async createTriggers(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION verse_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          DELETE FROM verse_search s USING old_verses o WHERE s.version_code = o.version_code AND s.ord = o.ord;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO verse_search (version_code, ord, document)
          SELECT version_code, ord, search_document(text) FROM new_verses
          ON CONFLICT (version_code, ord) DO UPDATE SET document = EXCLUDED.document;
        END IF;
        RETURN NULL;
      END $fn$`);
    await q.query(`CREATE TRIGGER verses_search_insert AFTER INSERT ON verses REFERENCING NEW TABLE AS new_verses
                   FOR EACH STATEMENT EXECUTE FUNCTION verse_search_sync()`);
    await q.query(`CREATE TRIGGER verses_search_update AFTER UPDATE ON verses
                   REFERENCING OLD TABLE AS old_verses NEW TABLE AS new_verses
                   FOR EACH STATEMENT EXECUTE FUNCTION verse_search_sync()`);
    await q.query(`CREATE TRIGGER verses_search_delete AFTER DELETE ON verses REFERENCING OLD TABLE AS old_verses
                   FOR EACH STATEMENT EXECUTE FUNCTION verse_search_sync()`);
    await q.query(`
      CREATE FUNCTION search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          WITH gone AS (
            SELECT o.version_code, w.lexeme AS word, count(*)::int AS n
            FROM old_rows o, unnest(o.document) w GROUP BY 1, 2)
          UPDATE search_words sw SET verses = sw.verses - gone.n
          FROM gone WHERE sw.version_code = gone.version_code AND sw.word = gone.word;
          DELETE FROM search_words sw USING (SELECT DISTINCT version_code FROM old_rows) v
          WHERE sw.version_code = v.version_code AND sw.verses <= 0;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO search_words (version_code, word, verses)
          SELECT n.version_code, w.lexeme, count(*)::int FROM new_rows n, unnest(n.document) w GROUP BY 1, 2
          ON CONFLICT (version_code, word) DO UPDATE SET verses = search_words.verses + EXCLUDED.verses;
        END IF;
        RETURN NULL;
      END $fn$`);
    await q.query(`CREATE TRIGGER verse_search_words_insert AFTER INSERT ON verse_search REFERENCING NEW TABLE AS new_rows
                   FOR EACH STATEMENT EXECUTE FUNCTION search_words_sync()`);
    await q.query(`CREATE TRIGGER verse_search_words_update AFTER UPDATE ON verse_search
                   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                   FOR EACH STATEMENT EXECUTE FUNCTION search_words_sync()`);
    await q.query(`CREATE TRIGGER verse_search_words_delete AFTER DELETE ON verse_search REFERENCING OLD TABLE AS old_rows
                   FOR EACH STATEMENT EXECUTE FUNCTION search_words_sync()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS search_events`);
    await q.query(`DROP TRIGGER IF EXISTS verses_search_insert ON verses`);
    await q.query(`DROP TRIGGER IF EXISTS verses_search_update ON verses`);
    await q.query(`DROP TRIGGER IF EXISTS verses_search_delete ON verses`);
    await q.query(`DROP TABLE IF EXISTS search_words`);
    await q.query(`DROP TABLE IF EXISTS verse_search`);
    await q.query(`DROP FUNCTION IF EXISTS verse_search_sync()`);
    await q.query(`DROP FUNCTION IF EXISTS search_words_sync()`);
    await q.query(`DROP FUNCTION IF EXISTS search_document(text)`);
    await q.query(`DROP FUNCTION IF EXISTS search_fold(text)`);
  }
}
