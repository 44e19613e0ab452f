import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { runMigrations, SystemSettingsReader } from '@strongs/db';
import { applyServiceSetup, loadConfig } from '@strongs/nest-common';
import { createTestDatabase, deleteQueueKeys, type TestDatabase, uniqueQueuePrefix } from '@strongs/testing';
import IORedis from 'ioredis';
import { createHmac, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AdminConfig } from '../admin.config';
import { AppModule } from '../app.module';
import { configureAdminApp } from '../configure-app';

export const SITE_ORIGIN = 'http://localhost:3000';

export interface AdminTestApp {
  app: NestExpressApplication;
  config: AdminConfig;
  db: TestDatabase;
  prefix: string;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A real user row and a real session in the shared store, as the auth service writes them; returns the Cookie header. */
  signIn(username: string, role: 'admin' | 'user'): Promise<string>;
  close(): Promise<void>;
}

export interface AdminTestOptions {
  kind?: 'empty' | 'corpus';
  config?: Partial<Record<keyof AdminConfig, unknown>>;
}

/** express-session's signed cookie value (cookie-signature: HMAC-SHA256, base64 without padding). */
function signedCookie(sid: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `sd.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/** The admin service on its own database copy, Redis keys under a private prefix. */
export async function startAdminTestApp(options: AdminTestOptions = {}): Promise<AdminTestApp> {
  // STRONGS_REUSE_TEMPLATE=1 skips building the empty template: the reused corpus one serves instead.
  const reuse = process.env.STRONGS_REUSE_TEMPLATE === '1';
  const db = await createTestDatabase(options.kind ?? (reuse ? 'corpus' : 'empty'));
  // A reused template may predate the admin migration: bring the copy up to date.
  await runMigrations(db.url);
  const prefix = uniqueQueuePrefix();
  const env = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const config = loadConfig(AdminConfig, env, {
    DATABASE_URL: db.appUrl,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SESSION_KEY_PREFIX: `${prefix}:sess:`,
    QUEUE_PREFIX: prefix,
    // Mail never lands in the repository's outbox during tests.
    MAIL_OUTBOX_DIR: join(tmpdir(), `strongs-outbox-${prefix}`),
    ...options.config,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bufferLogs: true });
  applyServiceSetup(app);
  configureAdminApp(app);
  // Listening once, so supertest does not bind a port per request (libs/testing/src/nest-test-app.ts).
  await app.listen(0, '127.0.0.1');
  const redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  // A test may change a setting by SQL; the app's settings reader must not answer from its cache.
  const sql = async <T>(text: string, params?: unknown[]): Promise<T[]> => {
    const rows: T[] = await app.get(DataSource).query(text, params);
    app.get(SystemSettingsReader).forget();
    return rows;
  };
  return {
    app,
    config,
    db,
    prefix,
    sql,
    signIn: async (username, role) => {
      const [user] = await sql<{ id: number }>(
        `INSERT INTO users (username, password_hash, role) VALUES ($1, '$argon2id$not-a-real-hash', $2)
         ON CONFLICT ((lower(username))) DO UPDATE SET role = EXCLUDED.role RETURNING id`,
        [username, role],
      );
      const sid = randomBytes(16).toString('hex');
      const session = {
        cookie: {
          originalMaxAge: 3_600_000,
          expires: new Date(Date.now() + 3_600_000).toISOString(),
          httpOnly: true,
          path: '/',
          sameSite: 'lax',
        },
        user: { id: user.id, username, role },
        createdAt: new Date().toISOString(),
      };
      await redis.set(`${config.SESSION_KEY_PREFIX}${sid}`, JSON.stringify(session), 'EX', 3600);
      return signedCookie(sid, config.SESSION_SECRET);
    },
    close: async () => {
      await app.close();
      redis.disconnect();
      await deleteQueueKeys(config.REDIS_URL, prefix);
      await rm(join(tmpdir(), `strongs-outbox-${prefix}`), { recursive: true, force: true });
      await db.drop();
    },
  };
}
