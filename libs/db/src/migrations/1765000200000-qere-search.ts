import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The WLC prints the ketiv and reads the qere (1,235 forms, issue #28): the qere words, kept in
 * `verses.markup.readings` by the importer, are indexed after the verse's own words, so a plain search finds
 * both. verse_search_text() is the one definition of what is indexed: the trigger, the Postgres engine's
 * re-index and the Meilisearch documents all read it. (A phrase running from the words around a ketiv into
 * its qere is not matched: the qere words sit after the verse's.)
 */
export class QereSearch1765000200000 implements MigrationInterface {
  name = 'QereSearch1765000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION verse_search_text(t text, markup jsonb) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
        SELECT CASE WHEN jsonb_typeof(markup->'readings') = 'array'
          THEN t || ' ' || coalesce((SELECT string_agg(r->>'qere', ' ')
                                     FROM jsonb_array_elements(markup->'readings') r), '')
          ELSE t END
      $fn$`);
    await syncFunction(q, 'search_document(verse_search_text(text, markup))');
    await q.query(`UPDATE verse_search s SET document = search_document(verse_search_text(v.text, v.markup))
                   FROM verses v
                   WHERE v.version_code = s.version_code AND v.ord = s.ord AND v.markup ? 'readings'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await syncFunction(q, 'search_document(text)');
    await q.query(`UPDATE verse_search s SET document = search_document(v.text)
                   FROM verses v
                   WHERE v.version_code = s.version_code AND v.ord = s.ord AND v.markup ? 'readings'`);
    await q.query(`DROP FUNCTION IF EXISTS verse_search_text(text, jsonb)`);
  }
}

async function syncFunction(q: QueryRunner, document: string): Promise<void> {
  await q.query(`
    CREATE OR REPLACE FUNCTION verse_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        DELETE FROM verse_search s USING old_verses o WHERE s.version_code = o.version_code AND s.ord = o.ord;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO verse_search (version_code, ord, document)
        SELECT version_code, ord, ${document} FROM new_verses
        ON CONFLICT (version_code, ord) DO UPDATE SET document = EXCLUDED.document;
      END IF;
      RETURN NULL;
    END $fn$`);
}
