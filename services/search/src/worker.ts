import { createDataSource } from '@strongs/db';
import { loadConfig } from '@strongs/nest-common';
import { createRedisConnection, stopOnSignals } from '@strongs/queue';
import { createSearchEngine } from '@strongs/search-engine';
import pino from 'pino';
import { startIndexWorker } from './indexing/index-worker';
import { SearchConfig } from './search.config';

/** The `index` queue's worker process: makes imported versions searchable in the configured engine. */
async function main(): Promise<void> {
  const config = loadConfig(SearchConfig);
  const logger = pino({ name: 'index-worker', level: config.LOG_LEVEL });
  const dataSource = createDataSource({ url: config.DATABASE_URL, poolSize: 3, applicationName: 'strongs-index-worker' });
  await dataSource.initialize();
  const engine = createSearchEngine(dataSource, config);
  const connection = createRedisConnection(config.REDIS_URL);
  const worker = startIndexWorker({ db: dataSource, engine, connection, prefix: config.QUEUE_PREFIX, log: (m) => logger.info(m) });
  logger.info({ engine: engine.name }, 'Index worker ready');
  stopOnSignals(logger, [() => worker.close(), () => engine.close(), () => dataSource.destroy(), () => connection.disconnect()]);
}

main().catch((error: unknown) => {
  console.error(`Index worker failed to start: ${(error as Error).message}`);
  process.exit(1);
});
