import { MigrationInterface, QueryRunner } from 'typeorm';

const NUMBERED_ARCHIVES = [
  'archived_verses',
  'archived_verse_strongs',
  'archived_translation_counts',
] as const;

/**
 * Numbered generations (issue #27): `versions.generation` counts every change of a version's text (import,
 * rollback, uninstall), bumped in the transaction that makes it, so caches and indexes can follow one number.
 * The archive keeps several generations per version, each under the number it had while it was live, and
 * now also holds the words of the original-language texts and the verse mappings a text's import writes.
 * A rollback or uninstall job records itself in `version_writes` like an import, so one run twice
 * recognises its own committed work.
 */
export class NumberedGenerations1764000200000 implements MigrationInterface {
  name = 'NumberedGenerations1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE versions ADD COLUMN generation integer NOT NULL DEFAULT 0`);
    // An archived generation (one at most until now) becomes number 1, the live text the one after it.
    await q.query(
      `UPDATE versions v SET generation = CASE WHEN EXISTS (SELECT 1 FROM version_generations g WHERE g.version_code = v.code) THEN 2
                                               WHEN v.installed THEN 1 ELSE 0 END`,
    );
    await q.query(`ALTER TABLE version_generations ADD COLUMN generation integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE version_generations ALTER COLUMN generation DROP DEFAULT`);
    await q.query(
      `ALTER TABLE version_generations DROP CONSTRAINT version_generations_pkey, ADD PRIMARY KEY (version_code, generation)`,
    );
    for (const table of NUMBERED_ARCHIVES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN generation integer NOT NULL DEFAULT 1`);
      await q.query(`ALTER TABLE ${table} ALTER COLUMN generation DROP DEFAULT`);
    }
    await q.query(
      `ALTER TABLE archived_verses DROP CONSTRAINT archived_verses_pkey, ADD PRIMARY KEY (version_code, generation, ord)`,
    );
    await q.query(`DROP INDEX archived_verse_strongs_by_version`);
    await q.query(
      `CREATE INDEX archived_verse_strongs_by_generation ON archived_verse_strongs (version_code, generation)`,
    );
    await q.query(`DROP INDEX archived_translation_counts_by_version`);
    await q.query(
      `CREATE INDEX archived_translation_counts_by_generation ON archived_translation_counts (version_code, generation)`,
    );
    await q.query(`
      CREATE TABLE archived_original_words (
        version_code text NOT NULL,
        generation integer NOT NULL,
        ord integer NOT NULL,
        position smallint NOT NULL,
        text text NOT NULL,
        text_plain text NOT NULL,
        transliteration text NOT NULL,
        source_lemma text NOT NULL,
        strongs text[] NOT NULL,
        morph text NOT NULL,
        morph_features text[] NOT NULL,
        variant text,
        PRIMARY KEY (version_code, generation, ord, position)
      )`);
    // Mappings belong to a scheme; a generation keeps those of the scheme its text's import writes (the WLC's mt).
    await q.query(`
      CREATE TABLE archived_verse_mappings (
        version_code text NOT NULL,
        generation integer NOT NULL,
        from_scheme text NOT NULL,
        from_ord integer NOT NULL,
        to_scheme text NOT NULL,
        seq smallint NOT NULL,
        to_ord integer,
        to_part char(1),
        kind text NOT NULL,
        role text NOT NULL,
        PRIMARY KEY (version_code, generation, from_scheme, to_scheme, from_ord, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS archived_verse_mappings`);
    await q.query(`DROP TABLE IF EXISTS archived_original_words`);
    // Only the newest archived generation of each version fits the one-per-version tables.
    for (const table of [...NUMBERED_ARCHIVES, 'version_generations']) {
      await q.query(
        `DELETE FROM ${table} a WHERE generation < (SELECT max(generation) FROM version_generations g WHERE g.version_code = a.version_code)`,
      );
    }
    await q.query(`DROP INDEX archived_translation_counts_by_generation`);
    await q.query(
      `CREATE INDEX archived_translation_counts_by_version ON archived_translation_counts (version_code)`,
    );
    await q.query(`DROP INDEX archived_verse_strongs_by_generation`);
    await q.query(`CREATE INDEX archived_verse_strongs_by_version ON archived_verse_strongs (version_code)`);
    await q.query(
      `ALTER TABLE archived_verses DROP CONSTRAINT archived_verses_pkey, ADD PRIMARY KEY (version_code, ord)`,
    );
    for (const table of NUMBERED_ARCHIVES) await q.query(`ALTER TABLE ${table} DROP COLUMN generation`);
    await q.query(
      `ALTER TABLE version_generations DROP CONSTRAINT version_generations_pkey, ADD PRIMARY KEY (version_code)`,
    );
    await q.query(`ALTER TABLE version_generations DROP COLUMN generation`);
    await q.query(`ALTER TABLE versions DROP COLUMN generation`);
  }
}
