import { createDataSource, JOB_STATEMENT_TIMEOUT_MS } from '@strongs/db';
import {
  loadConfig,
  observeWorker,
  registerQueueDepthMetrics,
  startMetricsServer,
} from '@strongs/nest-common';
import { createRedisConnection, stopOnSignals } from '@strongs/queue';
import { createSearchEngine } from '@strongs/search-engine';
import pino from 'pino';
import { instrumentSearchEngine } from './engine/instrumented-search-engine';
import { startIndexWorker } from './indexing/index-worker';
import { SearchConfig } from './search.config';

/** The `index` queue's worker process: makes imported versions searchable in the configured engine. */
async function main(): Promise<void> {
  const config = loadConfig(SearchConfig);
  const logger = pino({ name: 'index-worker', level: config.LOG_LEVEL });
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    poolSize: 3,
    applicationName: 'strongs-index-worker',
    statementTimeoutMs: JOB_STATEMENT_TIMEOUT_MS,
  });
  await dataSource.initialize();
  const engine = instrumentSearchEngine(createSearchEngine(dataSource, config));
  const connection = createRedisConnection(config.REDIS_URL);
  const worker = startIndexWorker({
    db: dataSource,
    engine,
    connection,
    prefix: config.QUEUE_PREFIX,
    log: (m) => logger.info(m),
  });
  observeWorker(worker, logger);
  const stopQueueMetrics = registerQueueDepthMetrics(connection, config.QUEUE_PREFIX);
  const metrics =
    config.METRICS_PORT !== undefined
      ? await startMetricsServer({
          port: config.METRICS_PORT,
          service: 'index-worker',
          token: config.METRICS_TOKEN,
        })
      : undefined;
  logger.info({ engine: engine.name }, 'Index worker ready');
  stopOnSignals(
    logger,
    [
      () => worker.close(),
      () => void metrics?.close(),
      stopQueueMetrics,
      () => engine.close(),
      () => dataSource.destroy(),
      () => connection.disconnect(),
    ],
    config.SHUTDOWN_GRACE_MS,
  );
}

main().catch((error: unknown) => {
  console.error(`Index worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
