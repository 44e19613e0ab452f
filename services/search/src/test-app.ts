import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { runMigrations } from '@strongs/db';
import { loadConfig } from '@strongs/nest-common';
import {
  createTestDatabase,
  sharedCorpusDatabase,
  startNestTestApp,
  type TestDatabase,
} from '@strongs/testing';
import { AppModule } from './app.module';
import { SearchConfig } from './search.config';

export interface TestApp {
  app: INestApplication;
  db: TestDatabase;
  config: SearchConfig;
  close(): Promise<void>;
}

/**
 * The search service on a copy of the seeded corpus, as the tests drive it over HTTP: its own copy, or with
 * `readOnly` (a file that only reads) the Jest worker's shared one.
 */
export async function startTestApp(
  overrides: Partial<Record<keyof SearchConfig, string>> = {},
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<TestApp> {
  const db = readOnly ? await sharedCorpusDatabase() : await createTestDatabase('corpus');
  // A reused template may predate the search-index migration: bring the copy up to date.
  if (!readOnly) await runMigrations(db.url);
  const config = loadConfig(SearchConfig, process.env, {
    DATABASE_URL: db.appUrl,
    LOG_LEVEL: 'silent',
    MEILI_URL: process.env.MEILI_URL,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...overrides,
  });
  const app = await startNestTestApp(AppModule.forRoot(config));
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
