import { spawnSync } from 'node:child_process';
import { Client } from 'pg';
import { join } from 'node:path';
import { runMigrations, withDatabase } from '@strongs/db';
import { resolveCorpusDir, workspaceRoot } from '@strongs/nest-common';
import { templateFingerprint } from './template-fingerprint';
import { TEST_SERVER_URL, uniqueQueuePrefix } from './test-database';
import { deleteQueueKeys } from './redis-cleanup';

const SETUP_LOCK = 722_5430;

async function withServer<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function exists(client: Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return Boolean(rowCount);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const STALE_AFTER_MS = 30 * 60_000;

/**
 * Drops test databases left by crashed runs, and templates of the same kind built for other code and
 * not used for half an hour (a recently used one may serve a concurrent run on other code).
 */
async function dropStale(client: Client, keep: readonly string[]): Promise<void> {
  const { rows } = await client.query<{ datname: string; built: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database
     WHERE datname LIKE 'strongs\\_test\\_%' OR datname LIKE 'strongs\\_tpl\\_%'`,
  );
  const kinds = new Set(keep.map((name) => name.replace(/_[0-9a-f]+$/, '')));
  for (const { datname, built } of rows) {
    const pid = /^strongs_test_(\d+)_/.exec(datname)?.[1];
    const builtAt = Number(/^built (\d+)$/.exec(built ?? '')?.[1] ?? 0);
    const sameKind = kinds.has(datname.replace(/_[0-9a-f]+(_building)?$/, ''));
    const stale = pid
      ? !processAlive(Number(pid))
      : sameKind && !keep.includes(datname) && Date.now() - builtAt > STALE_AFTER_MS;
    if (stale) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

async function seedInto(url: string, corpusDir: string | undefined): Promise<void> {
  const prefix = uniqueQueuePrefix();
  // From source (jest) or from dist/ (benches): scripts/ is at the checkout's root either way.
  const root = workspaceRoot();
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts/run.mjs'), 'services/importer/src/cli/seed.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        QUEUE_PREFIX: prefix,
        ...(corpusDir ? { CORPUS_DIR: corpusDir } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await deleteQueueKeys(process.env.REDIS_URL || 'redis://127.0.0.1:6379', prefix);
  if (result.status !== 0) throw new Error(`Seeding the corpus template failed (exit ${result.status})`);
}

/** Marks a template as just used, so concurrent runs on other code leave it alone for a while. */
async function touch(client: Client, name: string): Promise<void> {
  await client.query(`COMMENT ON DATABASE "${name}" IS 'built ${Date.now()}'`);
}

async function buildTemplate(
  client: Client,
  name: string,
  fill: (url: string) => Promise<void>,
): Promise<void> {
  if (await exists(client, name)) return touch(client, name);
  const building = `${name}_building`;
  await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${building}"`);
  await client.query(`COMMENT ON DATABASE "${building}" IS 'built ${Date.now()}'`);
  await fill(withDatabase(TEST_SERVER_URL, building));
  await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  await touch(client, name);
}

/**
 * Prepares the template databases the tests copy from, once per content fingerprint: later runs reuse
 * them, so only the first run on a machine pays for seeding the corpus.
 */
export async function prepareTemplates(kinds: {
  corpus: boolean;
}): Promise<{ empty: string; corpus?: string }> {
  const corpusDir = process.env.CORPUS_DIR;
  const schemaPrint = templateFingerprint(workspaceRoot(), null, ['libs/db/src']);
  const empty = `strongs_tpl_empty_${schemaPrint}`;
  const corpusPrint = kinds.corpus
    ? templateFingerprint(workspaceRoot(), resolveCorpusDir(), [
        'libs/db/src',
        'libs/scripture/src',
        'services/importer/src',
      ])
    : undefined;
  const corpus = corpusPrint ? `strongs_tpl_corpus_${corpusPrint}` : undefined;
  return withServer(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
    try {
      const reuse =
        process.env.STRONGS_REUSE_TEMPLATE === '1' ? await newestCorpusTemplate(client) : undefined;
      if (reuse) {
        await touch(client, reuse);
        return { empty, corpus: reuse };
      }
      await dropStale(client, [empty, ...(corpus ? [corpus] : [])]);
      await buildTemplate(client, empty, async (url) => void (await runMigrations(url)));
      if (corpus) {
        await buildTemplate(client, corpus, async (url) => {
          process.stdout.write(
            `\nSeeding the test template ${corpus} with the real corpus (once per code change)...\n`,
          );
          await seedInto(url, corpusDir);
        });
      }
      return { empty, corpus };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]);
    }
  });
}

/** While the import code is being edited, `STRONGS_REUSE_TEMPLATE=1` keeps using the last seeded template. */
async function newestCorpusTemplate(client: Client): Promise<string | undefined> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'strongs\\_tpl\\_corpus\\_%' AND datname NOT LIKE '%\\_building'
     ORDER BY oid DESC LIMIT 1`,
  );
  return rows[0]?.datname;
}
