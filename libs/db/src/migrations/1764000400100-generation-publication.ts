import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A kept generation remembers whether visitors saw it and what part of the Bible it held, so a rollback from
 * an unpublished upload to the seeded text shows visitors that text again (and the reverse hides the upload).
 */
export class GenerationPublication1764000400100 implements MigrationInterface {
  name = 'GenerationPublication1764000400100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE version_generations ADD COLUMN published boolean NOT NULL DEFAULT true, ADD COLUMN coverage text`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE version_generations DROP COLUMN coverage, DROP COLUMN published`);
  }
}
