import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createMeilisearchEngine } from '../engine-factory';
import { PostgresSearchEngine } from '../postgres/postgres-search-engine';
import type { SearchEngine } from '../search-engine';
import type { SqlRunner } from '../sql-runner';

export const MEILI_IMAGE = 'getmeili/meilisearch:v1.12';

/** An engine ready to use in one test file, and how to clean up after it. */
export interface EngineHandle {
  create(db: SqlRunner): SearchEngine;
  tearDown(engine: SearchEngine | undefined, versions: readonly string[]): Promise<void>;
}

export interface ConfiguredEngine {
  label: string;
  setUp(): Promise<EngineHandle>;
}

const postgres: ConfiguredEngine = {
  label: 'postgres',
  setUp: async () => ({ create: (db) => new PostgresSearchEngine(db), tearDown: async () => undefined }),
};

/** MEILI_URL: a Meilisearch already running; each test file gets indexes of its own prefix, dropped afterwards. */
function meiliAt(url: string, masterKey: string | undefined): ConfiguredEngine {
  return {
    label: `meilisearch (${url})`,
    setUp: async () => {
      const prefix = `verses_test_${randomBytes(4).toString('hex')}`;
      return {
        create: (db) => createMeilisearchEngine(db, url, masterKey, prefix),
        tearDown: async (engine, versions) => {
          for (const version of versions) await engine?.dropVersion(version);
        },
      };
    },
  };
}

/** Docker: a throwaway getmeili/meilisearch:v1.12 container, with a master key so the key setup runs too. */
const meiliInDocker: ConfiguredEngine = {
  label: `meilisearch (${MEILI_IMAGE} in Docker)`,
  setUp: async () => {
    // Loaded only where Docker is, so machines without it never touch testcontainers.
    const { GenericContainer, Wait } = await import('testcontainers');
    const masterKey = randomBytes(16).toString('hex');
    const container = await new GenericContainer(MEILI_IMAGE)
      .withEnvironment({ MEILI_MASTER_KEY: masterKey, MEILI_NO_ANALYTICS: 'true' })
      .withExposedPorts(7700)
      .withWaitStrategy(Wait.forHttp('/health', 7700))
      .start();
    const url = `http://${container.getHost()}:${container.getMappedPort(7700)}`;
    return {
      create: (db) => createMeilisearchEngine(db, url, masterKey, 'verses'),
      tearDown: async () => void (await container.stop()),
    };
  },
};

export function dockerAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/**
 * The engines the contract suite runs against: Postgres always; Meilisearch at MEILI_URL when it is set,
 * else in a container when Docker is present. Without either, `log` is told so once.
 */
export function configuredEngines(
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): ConfiguredEngine[] {
  if (env.MEILI_URL) return [postgres, meiliAt(env.MEILI_URL, env.MEILI_MASTER_KEY)];
  if (dockerAvailable(env)) return [postgres, meiliInDocker];
  log(
    'search-engine contract: no MEILI_URL and no Docker, so the Meilisearch engine is NOT tested here; running the Postgres engine alone',
  );
  return [postgres];
}
