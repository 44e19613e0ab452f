import { randomBytes, createHmac } from 'node:crypto';
import { SESSION_COOKIE_NAME, type UserRole } from '@strongs/contracts';
import { createSessionStore } from '@strongs/nest-common';
import type IORedis from 'ioredis';

export interface TestSessionTarget {
  /** Runs SQL on the test database (the user is inserted there). */
  query(sql: string, params: unknown[]): Promise<{ id: number }[]>;
  redis: IORedis;
  sessionKeyPrefix: string;
  sessionSecret: string;
}

/**
 * A new user with `role` and a session for it, written to the shared session store as the auth service would;
 * answers the Cookie header a browser would send (express-session's signed value: s:<id>.<base64 HMAC-SHA256>).
 */
export async function testSessionCookie(target: TestSessionTarget, role: UserRole): Promise<string> {
  const username = `${role}_${randomBytes(4).toString('hex')}`;
  const [user] = await target.query(
    `INSERT INTO users (username, password_hash, role) VALUES ($1, '$argon2id$v=19$not-a-real-hash', $2) RETURNING id`,
    [username, role],
  );
  const sid = randomBytes(24).toString('base64url');
  const session = {
    cookie: {
      originalMaxAge: 3600_000,
      expires: new Date(Date.now() + 3600_000),
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    },
    user: { id: user.id, username, role },
    createdAt: new Date().toISOString(),
  };
  await createSessionStore(target.redis, { prefix: target.sessionKeyPrefix, writable: true }).set(
    sid,
    session as never,
  );
  const signature = createHmac('sha256', target.sessionSecret)
    .update(sid)
    .digest('base64')
    .replace(/=+$/, '');
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}
