import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versification as data: how the verses of a scheme other than the KJV's (the WLC's Masoretic `mt`)
 * make up each KJV verse. Only KJV verses whose text there is not the verse of the same number have
 * rows (renumbered, split in halves, with a Psalm title numbered as verses, or missing: `to_ord` NULL),
 * so a scheme with no rows numbers like the KJV. Each version names its scheme in `versions.versification`.
 */
export class VerseMappings1732000010000 implements MigrationInterface {
  name = 'VerseMappings1732000010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE verse_mappings (
        from_scheme text NOT NULL DEFAULT 'kjv',
        from_ord integer NOT NULL,
        to_scheme text NOT NULL,
        seq smallint NOT NULL CHECK (seq >= 0),
        to_ord integer,
        to_part char(1) CHECK (to_part IN ('a', 'b')),
        kind text NOT NULL CHECK (kind IN ('full', 'partial')),
        role text NOT NULL CHECK (role IN ('text', 'title')),
        PRIMARY KEY (from_scheme, to_scheme, from_ord, seq)
      )`);
    await q.query(`CREATE INDEX verse_mappings_to ON verse_mappings (to_scheme, to_ord)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS verse_mappings`);
  }
}
