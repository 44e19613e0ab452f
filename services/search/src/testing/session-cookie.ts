import { SESSION_COOKIE_NAME, type UserRole } from '@strongs/contracts';
import { createSessionStore } from '@strongs/nest-common';
import IORedis from 'ioredis';
import { createHmac, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { SearchConfig } from '../search.config';

/** A session of a new user with `role`, written to the shared store as the auth service would; its cookie. */
export async function sessionCookieFor(
  db: DataSource,
  config: SearchConfig,
  role: UserRole,
): Promise<string> {
  const username = `${role}_${randomBytes(4).toString('hex')}`;
  const [user]: { id: number }[] = await db.query(
    `INSERT INTO users (username, password_hash, role) VALUES ($1, '$argon2id$v=19$not-a-real-hash', $2) RETURNING id`,
    [username, role],
  );
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 3600_000);
  const session = {
    cookie: { originalMaxAge: 3600_000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
    user: { id: user.id, username, role },
    createdAt: new Date().toISOString(),
  };
  const redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  try {
    await createSessionStore(redis, { prefix: config.SESSION_KEY_PREFIX, writable: true }).set(
      sid,
      session as never,
    );
  } finally {
    redis.disconnect();
  }
  // express-session's signed value: s:<id>.<base64 HMAC-SHA256 without padding>.
  const signature = createHmac('sha256', config.SESSION_SECRET)
    .update(sid)
    .digest('base64')
    .replace(/=+$/, '');
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}
