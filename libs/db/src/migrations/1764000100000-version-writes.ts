import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which job wrote which text (issue #27): a row is inserted in the same transaction as the verses, so a job that
 * BullMQ runs again after its commit (its worker killed, or its bookkeeping failed) finds its own write and only
 * finishes the bookkeeping, instead of archiving the text it has just written over the real previous generation.
 */
export class VersionWrites1764000100000 implements MigrationInterface {
  name = 'VersionWrites1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE version_writes (
        job_id text PRIMARY KEY,
        version_code text NOT NULL REFERENCES versions (code),
        checksum text NOT NULL,
        verse_count integer NOT NULL,
        written_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS version_writes`);
  }
}
