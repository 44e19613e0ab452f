import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts an administrator can disable, and sessions a password change ends: a session created before
 * `sessions_valid_after` is refused by every service (confirmSessionUser), as is any session of a
 * disabled account.
 */
export class AccountSessions1732000015001 implements MigrationInterface {
  name = 'AccountSessions1732000015001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN sessions_valid_after timestamptz, ADD COLUMN disabled_at timestamptz`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users DROP COLUMN IF EXISTS sessions_valid_after, DROP COLUMN IF EXISTS disabled_at`,
    );
  }
}
