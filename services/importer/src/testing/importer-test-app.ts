import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Worker } from 'bullmq';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { UserRole } from '@strongs/contracts';
import { runMigrations } from '@strongs/db';
import { applyServiceSetup, loadConfig, resolveCorpusDir } from '@strongs/nest-common';
import {
  createTestDatabase,
  deleteQueueKeys,
  testSessionCookie,
  uniqueQueuePrefix,
  type TestDatabase,
} from '@strongs/testing';
import { AppModule } from '../app.module';
import { ImporterConfig } from '../importer.config';
import { startImportWorker } from '../worker/import-worker';

export const SITE_ORIGIN = 'http://localhost:3000';

export interface ImporterTestApp {
  app: INestApplication;
  config: ImporterConfig;
  db: TestDatabase;
  uploadDir: string;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A session cookie for a new user with that role, written to the shared store as the auth service would. */
  sessionCookie(role: UserRole): Promise<string>;
  /** An in-process import worker on the same queue prefix. */
  startWorker(): Worker;
  close(): Promise<void>;
}

export async function startImporterTestApp(
  overrides: Partial<Record<keyof ImporterConfig, unknown>> = {},
): Promise<ImporterTestApp> {
  const db = await createTestDatabase('corpus');
  await runMigrations(db.url);
  const prefix = uniqueQueuePrefix();
  const uploadDir = mkdtempSync(join(tmpdir(), 'importer-uploads-'));
  const env = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const config = loadConfig(ImporterConfig, env, {
    DATABASE_URL: db.appUrl,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SESSION_KEY_PREFIX: `${prefix}:sess:`,
    QUEUE_PREFIX: prefix,
    UPLOAD_DIR: join(uploadDir, 'files'),
    ...overrides,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication({ bufferLogs: true });
  applyServiceSetup(app);
  // Listening once, so supertest does not bind a port per request (libs/testing/src/nest-test-app.ts).
  await app.listen(0, '127.0.0.1');
  const dataSource = app.get(DataSource);
  const redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const workers: Worker[] = [];
  return {
    app,
    config,
    db,
    uploadDir: config.UPLOAD_DIR,
    sql: (text, params) => dataSource.query(text, params),
    sessionCookie: (role) =>
      testSessionCookie(
        {
          query: (sql, params) => dataSource.query(sql, params),
          redis,
          sessionKeyPrefix: config.SESSION_KEY_PREFIX,
          sessionSecret: config.SESSION_SECRET,
        },
        role,
      ),
    startWorker: () => {
      const worker = startImportWorker({
        dataSource,
        connection: redis,
        prefix,
        corpusDir: resolveCorpusDir(),
        uploadDir: config.UPLOAD_DIR,
        concurrency: 1,
      });
      workers.push(worker);
      return worker;
    },
    close: async () => {
      for (const worker of workers) await worker.close();
      await app.close();
      redis.disconnect();
      await deleteQueueKeys(config.REDIS_URL, prefix);
      await db.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
