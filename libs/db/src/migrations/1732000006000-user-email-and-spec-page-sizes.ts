import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts may give an e-mail address (the welcome e-mail goes there), unique in any case.
 * The seeded page sizes follow the public spec's constants (results 30, dictionary 20); a value an
 * administrator already changed is left alone.
 */
export class UserEmailAndSpecPageSizes1732000006000 implements MigrationInterface {
  name = 'UserEmailAndSpecPageSizes1732000006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email text CHECK (email IS NULL OR length(email) <= 254)`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower ON users (lower(email)) WHERE email IS NOT NULL`);
    await q.query(
      `UPDATE system_settings SET value = '30', default_value = '30' WHERE key = 'results_per_page' AND value = '20'`,
    );
    await q.query(
      `UPDATE system_settings SET value = '20', default_value = '20' WHERE key = 'dictionary_page_size' AND value = '50'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE system_settings SET value = '50', default_value = '50' WHERE key = 'dictionary_page_size' AND value = '20'`,
    );
    await q.query(
      `UPDATE system_settings SET value = '20', default_value = '20' WHERE key = 'results_per_page' AND value = '30'`,
    );
    await q.query(`DROP INDEX IF EXISTS users_email_lower`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS email`);
  }
}
