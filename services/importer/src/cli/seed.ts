import {
  createDataSource,
  createDatabaseIfMissing,
  JOB_STATEMENT_TIMEOUT_MS,
  DEFAULT_DATABASE_URL,
  runMigrations,
} from '@strongs/db';
import { createRedisConnection, DEFAULT_REDIS_URL } from '@strongs/queue';
import { resolveCorpusDir } from '@strongs/nest-common';
import { seedCorpus } from '../seed/seed-corpus';
import { createProgressPrinter } from '../seed/seed-progress-printer';

/** `npm run seed`: migrates, queues every corpus text and works the queue until all are installed. */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  await createDatabaseIfMissing(url);
  await runMigrations(url);
  const dataSource = createDataSource({
    url,
    applicationName: 'strongs-seed',
    statementTimeoutMs: JOB_STATEMENT_TIMEOUT_MS,
  });
  await dataSource.initialize();
  const connection = createRedisConnection(process.env.REDIS_URL || DEFAULT_REDIS_URL);
  const started = Date.now();
  try {
    const results = await seedCorpus({
      dataSource,
      connection,
      prefix: process.env.QUEUE_PREFIX || 'strongs',
      corpusDir: resolveCorpusDir(),
      inProcessWorker: !process.argv.includes('--no-worker'),
      onProgress: createProgressPrinter(),
    });
    const imported = results.filter((r) => !r.current).length;
    if (imported > 0) {
      // Bulk loads leave the visibility map unset and the planner's statistics stale: GIN lookups over freshly
      // imported rows ran 10-20 times slower until the tables were vacuumed and analysed.
      const at = Date.now();
      await dataSource.query('VACUUM (ANALYZE)');
      console.log(`[seed] vacuumed and analysed in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    }
    console.log(
      `[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${imported} imported, ${results.length - imported} already current`,
    );
  } finally {
    await dataSource.destroy();
    connection.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] failed: ${(error as Error).message}`);
  process.exit(1);
});
