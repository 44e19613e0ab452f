import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail verification, owned by services/auth. `users.email_verified_at` is set when the address the
 * account has now was confirmed by a link; changing the address clears it. A link's token is kept only
 * as its SHA-256 (a database reader cannot use it), for the address it was sent to, used once, and
 * expires; its rows also count how often a reader asked for one (the resend limit).
 */
export class EmailVerification1766000800000 implements MigrationInterface {
  name = 'EmailVerification1766000800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await q.query(`
      CREATE TABLE email_verification_tokens (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX email_verification_tokens_user ON email_verification_tokens (user_id, created_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS email_verification_tokens`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS email_verified_at`);
  }
}
