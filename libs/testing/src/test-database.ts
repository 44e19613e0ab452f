import { randomBytes } from 'node:crypto';
import {
  applicationDatabaseUrl,
  createDatabaseFromTemplate,
  dropDatabase,
  runMigrations,
  withDatabase,
  withMaintenanceClient,
} from '@strongs/db';

export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_ENV = { empty: 'STRONGS_TEMPLATE_EMPTY', corpus: 'STRONGS_TEMPLATE_CORPUS' } as const;

export interface TestDatabase {
  /** As the owner (a superuser here): for setting up and inspecting. */
  url: string;
  /** The same database as the application role the services use in production (no superuser, no DDL). */
  appUrl: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A private database for one test file, copied from a template that global setup prepared:
 * `empty` (migrated) or `corpus` (migrated and seeded with the whole real corpus).
 */
export async function createTestDatabase(kind: keyof typeof TEMPLATE_ENV): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV[kind]];
  if (!template)
    throw new Error(`No ${kind} template: run the tests through the project's jest config (global setup)`);
  const name = `strongs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabaseFromTemplate(TEST_SERVER_URL, name, template);
  return { url, appUrl: applicationDatabaseUrl(url), name, drop: () => dropDatabase(TEST_SERVER_URL, name) };
}

/** Set by global setup: names the run's shared copies, so its teardown drops them and no other run's. */
export const TEST_RUN_ENV = 'STRONGS_TEST_RUN';
export const SHARED_DATABASE_PREFIX = 'strongs_shared_';

/**
 * One copy of the seeded corpus for every read-only test file of a Jest worker: copying 700 MB and
 * migrating it per file costs seconds each. Only files that never write may use it (searches and reads
 * over HTTP); `drop()` leaves it for the worker's next file (a worker runs one file at a time; Jest gives
 * each file fresh modules, so the copy is found by its name), and global teardown
 * (global-teardown-shared.ts) drops the run's copies once every worker has exited.
 */
export async function sharedCorpusDatabase(): Promise<TestDatabase> {
  const run = process.env[TEST_RUN_ENV];
  const template = process.env[TEMPLATE_ENV.corpus];
  if (!run || !template)
    throw new Error("No corpus template: run the tests through the project's jest config (global setup)");
  const name = `${SHARED_DATABASE_PREFIX}${run}_${process.pid}`;
  const url = withDatabase(TEST_SERVER_URL, name);
  const shared = { url, appUrl: applicationDatabaseUrl(url), name, drop: async () => undefined };
  if (await databaseExists(name)) return shared;
  await createDatabaseFromTemplate(TEST_SERVER_URL, name, template);
  // A reused template may predate the newest migrations: bring the copy up to date, once.
  await runMigrations(url);
  return shared;
}

async function databaseExists(name: string): Promise<boolean> {
  const { rows } = await withMaintenanceClient(TEST_SERVER_URL, (client) =>
    client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]),
  );
  return rows.length > 0;
}

export function testDatabaseUrl(name: string): string {
  return withDatabase(TEST_SERVER_URL, name);
}

/** A queue prefix no other test file shares, so BullMQ keys never collide. */
export function uniqueQueuePrefix(): string {
  return `test_${process.pid}_${randomBytes(4).toString('hex')}`;
}
