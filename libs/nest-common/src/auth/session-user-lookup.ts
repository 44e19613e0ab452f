import { Injectable } from '@nestjs/common';
import type { UserRole } from '@strongs/contracts';
import { DataSource } from 'typeorm';
import type { SessionUser } from './session-user';

export const SESSION_USER_LOOKUP = Symbol('SESSION_USER_LOOKUP');

/** A user as sessions are checked against it. */
export interface SessionAccount extends SessionUser {
  /** Sessions created before this instant are over (a password change, a reset). */
  sessionsValidAfter: Date | null;
  disabled: boolean;
}

/** Confirms a session's user against the accounts: a deleted user or a changed role counts at once. */
export interface SessionUserLookup {
  findById(id: number): Promise<SessionAccount | null>;
}

/**
 * The users table belongs to the auth service; this primary-key read is the one query other
 * services make on it, so that no service trusts a role that Redis remembers.
 */
@Injectable()
export class SqlSessionUserLookup implements SessionUserLookup {
  constructor(private readonly db: DataSource) {}

  async findById(id: number): Promise<SessionAccount | null> {
    const rows: {
      id: number;
      username: string;
      role: UserRole;
      sessionsValidAfter: Date | null;
      disabled: boolean;
    }[] = await this.db.query(
      `SELECT id, username, role, sessions_valid_after AS "sessionsValidAfter", disabled_at IS NOT NULL AS disabled
         FROM users WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}
