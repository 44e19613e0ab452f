import { Injectable } from '@nestjs/common';
import type { UserRole } from '@strongs/contracts';
import { DataSource } from 'typeorm';
import type { SessionUser } from './session-user';

export const SESSION_USER_LOOKUP = Symbol('SESSION_USER_LOOKUP');

/** Confirms a session's user against the accounts: a deleted user or a changed role counts at once. */
export interface SessionUserLookup {
  findById(id: number): Promise<SessionUser | null>;
}

/**
 * The users table belongs to the auth service; this primary-key read is the one query other
 * services make on it, so that no service trusts a role that Redis remembers.
 */
@Injectable()
export class SqlSessionUserLookup implements SessionUserLookup {
  constructor(private readonly db: DataSource) {}

  async findById(id: number): Promise<SessionUser | null> {
    const rows: { id: number; username: string; role: UserRole }[] = await this.db.query(
      'SELECT id, username, role FROM users WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  }
}
