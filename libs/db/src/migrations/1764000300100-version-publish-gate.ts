import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An uploaded text is installed unpublished: only administrators see it until one records its name, source,
 * licence and coverage and publishes it. `coverage` says what part of the Bible a partial text holds
 * ("Ruth only, 85 verses"); null for a whole Bible. The corpus texts installed so far are published;
 * uploads whose licence nobody recorded yet are not.
 */
export class VersionPublishGate1764000300100 implements MigrationInterface {
  name = 'VersionPublishGate1764000300100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE versions ADD COLUMN published boolean NOT NULL DEFAULT true, ADD COLUMN coverage text`,
    );
    await q.query(
      `UPDATE versions SET published = false WHERE installed AND licence LIKE 'Imported by an administrator%'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE versions DROP COLUMN IF EXISTS coverage, DROP COLUMN IF EXISTS published`);
  }
}
