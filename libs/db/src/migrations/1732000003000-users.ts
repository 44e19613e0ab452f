import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts, owned by services/auth. Usernames are kept lower-case and the unique index is on
 * lower(username) as well, so 'Admin' and 'admin' can never both exist whatever writes the row.
 */
export class Users1732000003000 implements MigrationInterface {
  name = 'Users1732000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        username text NOT NULL CHECK (username ~ '^[a-z0-9_.-]{3,32}$'),
        password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_lower ON users (lower(username))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS users`);
  }
}
