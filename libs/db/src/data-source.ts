import { DataSource, DataSourceOptions } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { MIGRATIONS } from './migrations';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/strongs';

export interface DataSourceSettings {
  url: string;
  /** Read replicas (DATABASE_READ_URLS): `ReadDatabase` queries go to them. */
  readUrls?: readonly string[];
  poolSize?: number;
  applicationName?: string;
  /** Postgres statement_timeout for every connection of the pool; 0 means none (migrations, imports). */
  statementTimeoutMs?: number;
}

/** A service statement running longer than this is cancelled: one costly request cannot hold a connection. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/** DATABASE_READ_URLS: comma-separated connection URLs; blanks ignored. */
export function parseReadUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
}

/**
 * Without replicas, one pool on `url`. With replicas, TypeORM's replication: writes, transactions,
 * migrations and raw `dataSource.query()` go to the primary; `ReadDatabase` (the services' read-only
 * repositories, on a 'slave' query runner) goes to a replica. No entities: services query through SQL,
 * and TypeORM is kept for the migrations and the pools.
 */
function connectionTarget(
  settings: DataSourceSettings,
): Pick<PostgresConnectionOptions, 'url' | 'replication'> {
  const replicas = settings.readUrls ?? [];
  if (replicas.length === 0) return { url: settings.url };
  return { replication: { master: { url: settings.url }, slaves: replicas.map((url) => ({ url })) } };
}

export function dataSourceOptions(settings: DataSourceSettings): DataSourceOptions {
  return {
    type: 'postgres',
    ...connectionTarget(settings),
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
    extra: {
      max: settings.poolSize ?? 10,
      application_name: settings.applicationName ?? 'strongs',
      connectionTimeoutMillis: 5000,
      statement_timeout: settings.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    },
  };
}

export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}
