import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reference library's catalogue (issue #29): one row per commentary or topical work (MHCC, Scofield,
 * Treasury of David, Nave's). Its entries live in the tables of its kind, written by the importer in the
 * transaction that bumps `generation`, so readers' caches follow the same rule as versions' texts.
 */
export class ReferenceWorks1766000100000 implements MigrationInterface {
  name = 'ReferenceWorks1766000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reference_works (
        code text PRIMARY KEY CHECK (code ~ '^[a-z0-9]{2,16}$'),
        kind text NOT NULL CHECK (kind IN ('commentary', 'topics')),
        name text NOT NULL,
        short_name text NOT NULL,
        source text NOT NULL,
        licence text NOT NULL,
        published boolean NOT NULL DEFAULT false,
        generation integer NOT NULL DEFAULT 0,
        entry_count integer NOT NULL DEFAULT 0,
        checksum text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reference_works`);
  }
}
