import type { UserRole } from '@strongs/contracts';
import { testSessionCookie } from '@strongs/testing';
import IORedis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { SearchConfig } from '../search.config';

/** A session of a new user with `role`, written to the shared store as the auth service would; its cookie. */
export async function sessionCookieFor(
  db: DataSource,
  config: SearchConfig,
  role: UserRole,
): Promise<string> {
  const redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  try {
    return await testSessionCookie(
      {
        query: (sql, params) => db.query(sql, params),
        redis,
        sessionKeyPrefix: config.SESSION_KEY_PREFIX,
        sessionSecret: config.SESSION_SECRET,
      },
      role,
    );
  } finally {
    redis.disconnect();
  }
}
