import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { dropDatabase, withDatabase } from '@strongs/db';

/**
 * Seeds the whole corpus into a new, empty database through the real `npm run seed` path (queue +
 * worker) and prints, per text, its rows and rows per second, then the total wall time.
 * `node scripts/run.mjs bench/seed/seed-bench.js`
 */
const SERVER = process.env.BENCH_DATABASE_SERVER || 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'strongs_bench_seed';
const ROOT = join(__dirname, '../../..');

interface Row {
  text: string;
  kind: string;
  rows: number;
  seconds: number;
}

async function main(): Promise<void> {
  await dropDatabase(SERVER, NAME);
  const url = withDatabase(SERVER, NAME);
  const started = Date.now();
  const seed = spawnSync(process.execPath, [join(ROOT, 'dist/services/importer/src/cli/seed.js')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      QUEUE_PREFIX: `bench_seed_${Date.now()}`,
      IMPORT_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const wall = (Date.now() - started) / 1000;
  if (seed.status !== 0) throw new Error(`seed failed (exit ${seed.status})`);
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<Row>(
    `SELECT coalesce(version_code, replace(source, 'corpus:', '')) AS text, kind, verses_imported AS rows,
            extract(epoch FROM finished_at - started_at)::float AS seconds
     FROM imports ORDER BY started_at`,
  );
  await client.end();
  const fmt = (n: number, d = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log('\nSeed benchmark: whole corpus, empty database to done (2 cores)\n');
  console.log('| text | kind | rows | seconds | rows/s |');
  console.log('|---|---|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.text} | ${r.kind} | ${fmt(r.rows)} | ${fmt(r.seconds, 1)} | ${fmt(r.rows / r.seconds)} |`,
    );
  const core = rows.filter((r) => ['kjv', 'web', 'strongs-hebrew', 'strongs-greek'].includes(r.text));
  console.log(
    `\nKJV + WEB + both dictionaries (import job time): ${fmt(
      core.reduce((s, r) => s + r.seconds, 0),
      1,
    )} s (target <= 90 s)`,
  );
  console.log(`Whole corpus, wall clock including migration and queueing: ${fmt(wall, 1)} s`);
  await dropDatabase(SERVER, NAME);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
