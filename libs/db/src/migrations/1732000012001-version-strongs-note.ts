import { MigrationInterface, QueryRunner } from 'typeorm';

/** Why a version's source Strong's numbers are withheld (the WEB's machine-aligned tagging), shown in the version list. */
export class VersionStrongsNote1732000012001 implements MigrationInterface {
  name = 'VersionStrongsNote1732000012001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE versions ADD COLUMN strongs_note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE versions DROP COLUMN strongs_note`);
  }
}
