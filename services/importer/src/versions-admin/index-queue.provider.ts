import type { Provider } from '@nestjs/common';
import { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { APP_CONFIG, REDIS } from '@strongs/nest-common';
import { QUEUES, type IndexJobs } from '@strongs/queue';
import type { ImporterConfig } from '../importer.config';

export const INDEX_QUEUE = Symbol('INDEX_QUEUE');
export type IndexQueue = Queue<IndexJobs['index-version']>;

/** The `index` queue, for the search engine to follow a rollback or an uninstall. */
export const indexQueueProvider: Provider = {
  provide: INDEX_QUEUE,
  inject: [REDIS, APP_CONFIG],
  useFactory: (redis: IORedis, config: ImporterConfig): IndexQueue => new Queue(QUEUES.index, { connection: redis, prefix: config.QUEUE_PREFIX }),
};
