import { Injectable } from '@nestjs/common';
import type { UserRole } from '@strongs/contracts';
import { DataSource } from 'typeorm';

export interface UserRecord {
  id: number;
  username: string;
  role: UserRole;
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
  disabledAt: Date | null;
}

/** One row of the administrators' list of accounts (never the password hash). */
export interface UserListRow {
  id: number;
  username: string;
  role: UserRole;
  email: string | null;
  createdAt: Date;
  disabledAt: Date | null;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  role: UserRole;
  email?: string | null;
}

/** Why an insert was refused: the unique indexes on lower(username) and lower(email). */
export type InsertRefusal = 'username-taken' | 'email-taken';

const COLUMNS = `id, username, role, password_hash AS "passwordHash", created_at AS "createdAt", updated_at AS "updatedAt",
  disabled_at AS "disabledAt"`;
const UNIQUE_VIOLATION = '23505';

/** The users table. Usernames arrive normalised; lookups still go through lower() to use the index. */
@Injectable()
export class UsersRepository {
  constructor(private readonly db: DataSource) {}

  async findById(id: number): Promise<UserRecord | null> {
    const rows: UserRecord[] = await this.db.query(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findByUsername(username: string): Promise<UserRecord | null> {
    const rows: UserRecord[] = await this.db.query(
      `SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`,
      [username],
    );
    return rows[0] ?? null;
  }

  /** The refusal when the name or e-mail is taken (also when a concurrent insert won the race). */
  async insert(user: NewUser): Promise<UserRecord | InsertRefusal> {
    try {
      const rows: UserRecord[] = await this.db.query(
        `INSERT INTO users (username, password_hash, role, email) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [user.username, user.passwordHash, user.role, user.email ?? null],
      );
      return rows[0];
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === UNIQUE_VIOLATION)
        return constraint === 'users_email_lower' ? 'email-taken' : 'username-taken';
      throw error;
    }
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [
      id,
      passwordHash,
    ]);
  }

  async updateRole(id: number, role: UserRole): Promise<void> {
    await this.db.query(`UPDATE users SET role = $2, updated_at = now() WHERE id = $1`, [id, role]);
  }

  /** A new password hash, and every session created before `at` over. */
  async replacePassword(id: number, passwordHash: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE users SET password_hash = $2, sessions_valid_after = $3, updated_at = now() WHERE id = $1`,
      [id, passwordHash, at],
    );
  }

  /** Disabling also ends the account's sessions; false when there is no such user. */
  async setDisabled(id: number, disabled: boolean, at: Date): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected], not with the rows.
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, $3) END,
         sessions_valid_after = CASE WHEN $2 THEN $3 ELSE sessions_valid_after END, updated_at = now()
       WHERE id = $1 RETURNING id`,
      [id, disabled, at],
    );
    return rows.length > 0;
  }

  /** The account and, by ON DELETE CASCADE, everything it owns. */
  async delete(id: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(`DELETE FROM users WHERE id = $1`, [id]);
    return affected > 0;
  }

  /** A page of accounts by name, optionally those whose name contains `search`. */
  async list(
    page: number,
    perPage: number,
    search?: string,
  ): Promise<{ total: number; rows: UserListRow[] }> {
    const filter = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
    const rows: (UserListRow & { total: number })[] = await this.db.query(
      `SELECT id, username, role, email, created_at AS "createdAt", disabled_at AS "disabledAt", count(*) OVER ()::int AS total
       FROM users WHERE $1::text IS NULL OR username LIKE $1
       ORDER BY username LIMIT $2 OFFSET $3`,
      [filter, perPage, (page - 1) * perPage],
    );
    if (rows.length === 0 && page > 1) return { total: (await this.list(1, 1, search)).total, rows: [] };
    return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
  }
}
