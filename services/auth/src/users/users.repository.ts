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
}

export interface NewUser {
  username: string;
  passwordHash: string;
  role: UserRole;
  email?: string | null;
}

/** Why an insert was refused: the unique indexes on lower(username) and lower(email). */
export type InsertRefusal = 'username-taken' | 'email-taken';

const COLUMNS = `id, username, role, password_hash AS "passwordHash", created_at AS "createdAt", updated_at AS "updatedAt"`;
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
}
