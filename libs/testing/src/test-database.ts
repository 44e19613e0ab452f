import { randomBytes } from 'node:crypto';
import { applicationDatabaseUrl, createDatabaseFromTemplate, dropDatabase, withDatabase } from '@strongs/db';

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
  if (!template) throw new Error(`No ${kind} template: run the tests through the project's jest config (global setup)`);
  const name = `strongs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabaseFromTemplate(TEST_SERVER_URL, name, template);
  return { url, appUrl: applicationDatabaseUrl(url), name, drop: () => dropDatabase(TEST_SERVER_URL, name) };
}

export function testDatabaseUrl(name: string): string {
  return withDatabase(TEST_SERVER_URL, name);
}

/** A queue prefix no other test file shares, so BullMQ keys never collide. */
export function uniqueQueuePrefix(): string {
  return `test_${process.pid}_${randomBytes(4).toString('hex')}`;
}
