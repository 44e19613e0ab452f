import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { SendTemplateMailJob } from '@strongs/contracts';
import { SystemSettingsReader } from '@strongs/db';
import { applyServiceSetup, loadConfig } from '@strongs/nest-common';
import { QUEUES } from '@strongs/queue';
import { createTestDatabase, deleteQueueKeys, type TestDatabase, uniqueQueuePrefix } from '@strongs/testing';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { AuthConfig } from '../auth.config';
import { configureAuthApp } from '../configure-app';

export const SITE_ORIGIN = 'http://localhost:3000';

export interface AuthTestApp {
  app: NestExpressApplication;
  config: AuthConfig;
  db: TestDatabase;
  /** For looking at what the service stored. */
  redis: IORedis;
  /** The mail queue under this app's prefix: the jobs the service queued for the admin worker. */
  mailQueue: Queue<SendTemplateMailJob>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface AuthTestOptions {
  config?: Partial<Record<keyof AuthConfig, unknown>>;
  /** Extra modules mounted in the same app (e.g. a route guarded by RolesGuard). */
  imports?: (Type | DynamicModule)[];
  /** Reuse a database (e.g. to start the service twice on it); it is then not dropped at close. */
  db?: TestDatabase;
}

/**
 * The auth service on its own copy of the migrated empty database, with Redis keys under a prefix
 * no other test file uses. Nothing comes from the shell's environment except REDIS_URL.
 */
export async function startAuthTestApp(options: AuthTestOptions = {}): Promise<AuthTestApp> {
  const db = options.db ?? (await createTestDatabase('empty'));
  const prefix = uniqueQueuePrefix();
  const env = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const config = loadConfig(AuthConfig, env, {
    // As in production: the application role, no superuser.
    DATABASE_URL: db.appUrl,
    GATEWAY_TOKEN: randomBytes(16).toString('hex'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SESSION_KEY_PREFIX: `${prefix}:sess:`,
    LOGIN_THROTTLE_PREFIX: `${prefix}:login:`,
    QUEUE_PREFIX: prefix,
    ...options.config,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config), ...(options.imports ?? [])],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bufferLogs: true });
  applyServiceSetup(app);
  configureAuthApp(app, config);
  try {
    // Listening once, so supertest does not bind a port per request (libs/testing/src/nest-test-app.ts).
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app.close().catch(() => undefined);
    if (!options.db) await db.drop();
    throw error;
  }
  const redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  const mailQueue = new Queue<SendTemplateMailJob>(QUEUES.mail, { connection: redis, prefix });
  return {
    app,
    config,
    db,
    redis,
    mailQueue,
    // A test may change a setting by SQL; the app's settings reader must not answer from its cache.
    sql: async (text, params) => {
      const rows = await app.get(DataSource).query(text, params);
      app.get(SystemSettingsReader).forget();
      return rows;
    },
    close: async () => {
      await app.close();
      await mailQueue.close();
      redis.disconnect();
      await deleteQueueKeys(config.REDIS_URL, prefix);
      if (!options.db) await db.drop();
    },
  };
}

/** The session id inside a signed `sd.sid` cookie (s:<id>.<signature>). */
export function sessionIdOf(setCookie: string[] | string | undefined): string | undefined {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith('sd.sid='));
  const value = header ? decodeURIComponent(header.slice('sd.sid='.length).split(';')[0]) : undefined;
  return value?.startsWith('s:') ? value.slice(2, value.lastIndexOf('.')) : undefined;
}

export function cookieOf(setCookie: string[] | string | undefined): string {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith('sd.sid='));
  if (!header) throw new Error('No session cookie was set');
  return header.split(';')[0];
}
