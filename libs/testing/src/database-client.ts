import { Client } from 'pg';
import { createTestDatabase, type TEMPLATE_ENV, type TestDatabase } from './test-database';

export interface DatabaseClient {
  readonly db: TestDatabase;
  readonly client: Client;
}

/**
 * Registers a spec file's beforeAll/afterAll: a private copy of a template database and one `pg` client on
 * it, as the owner or as the application role the services use.
 */
export function databaseClientPerFile(
  kind: keyof typeof TEMPLATE_ENV,
  role: 'owner' | 'app' = 'owner',
): DatabaseClient {
  const held: { db?: TestDatabase; client?: Client } = {};
  beforeAll(async () => {
    held.db = await createTestDatabase(kind);
    held.client = new Client({ connectionString: role === 'app' ? held.db.appUrl : held.db.url });
    await held.client.connect();
  });
  afterAll(async () => {
    await held.client?.end();
    await held.db?.drop();
  });
  return {
    get db() {
      if (!held.db) throw new Error('the test database is made in beforeAll');
      return held.db;
    },
    get client() {
      if (!held.client) throw new Error('the test database is made in beforeAll');
      return held.client;
    },
  };
}
