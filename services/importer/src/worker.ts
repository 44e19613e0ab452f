import { createDataSource } from '@strongs/db';
import { loadConfig, BaseConfig } from '@strongs/nest-common';
import { createRedisConnection, stopOnSignals } from '@strongs/queue';
import pino from 'pino';
import { resolveCorpusDir } from '@strongs/nest-common';
import { startImportWorker } from './worker/import-worker';

/** The importer's BullMQ worker process: `imports` jobs (corpus texts, uploaded Bibles, SQL files). */
async function main(): Promise<void> {
  const config = loadConfig(BaseConfig);
  const logger = pino({ name: 'importer-worker', level: config.LOG_LEVEL });
  const dataSource = createDataSource({ url: config.DATABASE_URL, applicationName: 'strongs-importer-worker' });
  await dataSource.initialize();
  const connection = createRedisConnection(config.REDIS_URL);
  const worker = startImportWorker({
    dataSource,
    connection,
    prefix: config.QUEUE_PREFIX,
    corpusDir: resolveCorpusDir(),
    concurrency: Number(process.env.IMPORT_CONCURRENCY ?? 2),
    log: (message) => logger.info(message),
  });
  logger.info('Import worker ready');
  stopOnSignals(logger, [() => worker.close(), () => dataSource.destroy(), () => connection.disconnect()]);
}

main().catch((error: unknown) => {
  console.error(`Import worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
