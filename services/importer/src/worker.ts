import { createDataSource, JOB_STATEMENT_TIMEOUT_MS } from '@strongs/db';
import {
  loadConfig,
  observeWorker,
  registerQueueDepthMetrics,
  startMetricsServer,
} from '@strongs/nest-common';
import { createRedisConnection, stopOnSignals } from '@strongs/queue';
import pino from 'pino';
import { resolveCorpusDir } from '@strongs/nest-common';
import { startImportWorker } from './worker/import-worker';
import { WorkerConfig } from './worker/worker.config';

/** The importer's BullMQ worker process: `imports` jobs (corpus texts, uploaded Bibles, SQL files). */
async function main(): Promise<void> {
  const config = loadConfig(WorkerConfig);
  const logger = pino({ name: 'importer-worker', level: config.LOG_LEVEL });
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    applicationName: 'strongs-importer-worker',
    statementTimeoutMs: JOB_STATEMENT_TIMEOUT_MS,
  });
  await dataSource.initialize();
  const connection = createRedisConnection(config.REDIS_URL);
  const worker = startImportWorker({
    dataSource,
    connection,
    prefix: config.QUEUE_PREFIX,
    corpusDir: resolveCorpusDir(),
    uploadDir: config.UPLOAD_DIR,
    concurrency: config.IMPORT_CONCURRENCY,
    lockDuration: config.IMPORT_LOCK_MS,
    stalledInterval: config.IMPORT_STALLED_CHECK_MS,
    log: (message) => logger.info(message),
  });
  observeWorker(worker, logger);
  const stopQueueMetrics = registerQueueDepthMetrics(connection, config.QUEUE_PREFIX);
  const metrics =
    config.METRICS_PORT !== undefined
      ? await startMetricsServer({
          port: config.METRICS_PORT,
          service: 'importer-worker',
          token: config.METRICS_TOKEN,
        })
      : undefined;
  logger.info('Import worker ready');
  stopOnSignals(
    logger,
    [
      () => worker.close(),
      () => void metrics?.close(),
      stopQueueMetrics,
      () => dataSource.destroy(),
      () => connection.disconnect(),
    ],
    config.SHUTDOWN_GRACE_MS,
  );
}

main().catch((error: unknown) => {
  console.error(`Import worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
