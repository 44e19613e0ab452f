import { MigrationInterface, QueryRunner } from 'typeorm';

/** Scripture, lexicon and import bookkeeping tables. Bulk-loaded tables have no foreign keys to their
 * parent rows beyond `versions`, because versions are replaced whole inside one transaction. */
export class InitialSchema1732000000000 implements MigrationInterface {
  name = 'InitialSchema1732000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE books (
        number smallint PRIMARY KEY CHECK (number BETWEEN 1 AND 66),
        osis text NOT NULL UNIQUE,
        name text NOT NULL,
        abbreviation text NOT NULL,
        testament text NOT NULL CHECK (testament IN ('OT', 'NT')),
        chapters smallint NOT NULL
      )`);
    await q.query(`
      CREATE TABLE versions (
        code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_]{2,32}$'),
        name text NOT NULL,
        abbreviation text NOT NULL,
        language text NOT NULL,
        direction text NOT NULL DEFAULT 'ltr' CHECK (direction IN ('ltr', 'rtl')),
        kind text NOT NULL CHECK (kind IN ('translation', 'original', 'derived')),
        licence text NOT NULL,
        source text NOT NULL,
        credit text,
        description text,
        has_strongs boolean NOT NULL DEFAULT false,
        installed boolean NOT NULL DEFAULT false,
        verse_count integer NOT NULL DEFAULT 0,
        versification text NOT NULL DEFAULT 'kjv',
        sort_order integer NOT NULL DEFAULT 100,
        checksum text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE verses (
        id bigserial PRIMARY KEY,
        version_code text NOT NULL REFERENCES versions (code),
        book smallint NOT NULL REFERENCES books (number),
        chapter smallint NOT NULL CHECK (chapter > 0),
        verse smallint NOT NULL CHECK (verse > 0),
        ord integer NOT NULL,
        text text NOT NULL,
        markup jsonb NOT NULL,
        heading text,
        CONSTRAINT verses_version_ord UNIQUE (version_code, ord)
      )`);
    await q.query(`
      CREATE TABLE verse_strongs (
        version_code text NOT NULL REFERENCES versions (code),
        ord integer NOT NULL,
        book smallint NOT NULL,
        position smallint NOT NULL,
        strongs text NOT NULL,
        word text NOT NULL,
        PRIMARY KEY (version_code, ord, position, strongs)
      )`);
    await q.query(`CREATE INDEX verse_strongs_by_number ON verse_strongs (strongs, version_code, ord)`);
    await q.query(`
      CREATE TABLE lexicon_entries (
        strongs text PRIMARY KEY CHECK (strongs ~ '^[HG][1-9][0-9]{0,4}[a-z]?$'),
        language text NOT NULL CHECK (language IN ('hebrew', 'greek')),
        number integer NOT NULL,
        lemma text NOT NULL,
        lemma_plain text NOT NULL,
        transliteration text NOT NULL,
        transliteration_plain text NOT NULL,
        pronunciation text NOT NULL DEFAULT '',
        definition text NOT NULL DEFAULT '',
        origin text NOT NULL DEFAULT '',
        usage text NOT NULL DEFAULT '',
        part_of_speech text,
        aramaic boolean NOT NULL DEFAULT false,
        source text NOT NULL
      )`);
    await q.query(`CREATE INDEX lexicon_entries_by_language ON lexicon_entries (language, number)`);
    await q.query(`
      CREATE TABLE lexicon_relations (
        from_strongs text NOT NULL REFERENCES lexicon_entries (strongs) ON DELETE CASCADE,
        to_strongs text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('derives_from', 'same_root', 'compare', 'see')),
        PRIMARY KEY (from_strongs, to_strongs, kind)
      )`);
    await q.query(`CREATE INDEX lexicon_relations_by_target ON lexicon_relations (to_strongs)`);
    await q.query(`
      CREATE TABLE translation_counts (
        strongs text NOT NULL,
        version_code text NOT NULL REFERENCES versions (code),
        translation text NOT NULL,
        count integer NOT NULL CHECK (count > 0),
        PRIMARY KEY (strongs, version_code, translation)
      )`);
    await q.query(`
      CREATE TABLE cross_references (
        from_ord integer NOT NULL,
        to_start_ord integer NOT NULL,
        to_end_ord integer NOT NULL,
        votes integer NOT NULL,
        PRIMARY KEY (from_ord, to_start_ord, to_end_ord)
      )`);
    await q.query(`
      CREATE TABLE imports (
        id serial PRIMARY KEY,
        job_id text NOT NULL UNIQUE,
        kind text NOT NULL,
        version_code text,
        source text NOT NULL,
        checksum text,
        status text NOT NULL CHECK (status IN ('queued', 'active', 'completed', 'failed', 'skipped')),
        progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        verses_imported integer NOT NULL DEFAULT 0,
        total_verses integer,
        message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX imports_by_version ON imports (version_code, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'imports',
      'cross_references',
      'translation_counts',
      'lexicon_relations',
      'lexicon_entries',
      'verse_strongs',
      'verses',
      'versions',
      'books',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
