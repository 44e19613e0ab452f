import type { INestApplication } from '@nestjs/common';
import { runMigrations } from '@strongs/db';
import { loadConfig } from '@strongs/nest-common';
import { createTestDatabase, sharedCorpusDatabase, startNestTestApp, TestDatabase } from '@strongs/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { invalidateLexiconCache } from '../cache/lexicon-cache-keys';
import { cacheRedisUrl } from '../cache/lexicon-cache-store';
import { LexiconConfig } from '../lexicon.config';

export interface LexiconTestApp {
  app: INestApplication;
  config: LexiconConfig;
  db: TestDatabase;
  staticDir: string;
  close(): Promise<void>;
}

/**
 * The lexicon app on a copy of the seeded corpus (its own, or with `readOnly` the Jest worker's shared
 * one), with its own cache prefix and static folder, set up as in production (validation pipe, error filter).
 */
export async function createLexiconTestApp(
  overrides: Partial<Record<keyof LexiconConfig, unknown>> = {},
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<LexiconTestApp> {
  const db = readOnly ? await sharedCorpusDatabase() : await createTestDatabase('corpus');
  // A reused template may predate this service's migration.
  if (!readOnly) await runMigrations(db.url);
  const staticDir = await mkdtemp(join(tmpdir(), 'lexicon-static-'));
  const config = loadConfig(LexiconConfig, process.env, {
    DATABASE_URL: db.appUrl,
    STATIC_STRONGS_DIR: staticDir,
    LOG_LEVEL: 'silent',
    LEXICON_CACHE_PREFIX: `lexicon-test:${process.pid}:${randomBytes(4).toString('hex')}:`,
    DB_POOL_SIZE: 4,
    STATIC_STRONGS_AT_START: false,
    LEXICON_WATCH_IMPORTS: false,
    ...overrides,
  });
  const app = await startNestTestApp(AppModule.forRoot(config));
  return {
    app,
    config,
    db,
    staticDir,
    async close() {
      const redis = new IORedis(cacheRedisUrl(config), { maxRetriesPerRequest: 1 });
      await invalidateLexiconCache(redis, config.LEXICON_CACHE_PREFIX).finally(() => redis.disconnect());
      await app.close();
      await db.drop();
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}
