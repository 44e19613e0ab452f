import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource } from './data-source';
import { APPLICATION_ROLE } from './migrations/1732000015000-application-role';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

function quoteDatabase(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
}

/** Runs one statement against the maintenance database `postgres` of the same server. */
export async function withMaintenanceClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const name = databaseName(url);
  return withMaintenanceClient(url, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE ${quoteDatabase(name)}`);
    return true;
  });
}

export async function createDatabaseFromTemplate(
  url: string,
  name: string,
  template: string,
): Promise<string> {
  await withMaintenanceClient(url, (client) =>
    client.query(
      `CREATE DATABASE ${quoteDatabase(name)} TEMPLATE ${quoteDatabase(template)} STRATEGY FILE_COPY`,
    ),
  );
  return withDatabase(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withMaintenanceClient(url, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteDatabase(name)} WITH (FORCE)`),
  );
}

export { withDatabase };

export async function runMigrations(url: string): Promise<string[]> {
  const dataSource: DataSource = createDataSource({
    url,
    poolSize: 1,
    applicationName: 'strongs-migrate',
    statementTimeoutMs: 0,
  });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}

/** The password the application role signs in with (compose: APP_DATABASE_PASSWORD). */
export async function setApplicationRolePassword(url: string, password: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`ALTER ROLE ${APPLICATION_ROLE} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}
