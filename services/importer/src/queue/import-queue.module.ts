import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type IORedis from 'ioredis';
import { APP_CONFIG, REDIS } from '@strongs/nest-common';
import type { ImporterConfig } from '../importer.config';
import { createImportQueue, type ImportQueue } from '../worker/import-queue';

import { IMPORT_QUEUE } from './import-queue-token';
import { ImportJobWaiter } from './import-job-waiter';

export { IMPORT_QUEUE };

/** The `imports` queue as the API sees it: it adds jobs and reads their state, the worker runs them. */
@Global()
@Module({
  providers: [
    {
      provide: IMPORT_QUEUE,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: IORedis, config: ImporterConfig) => createImportQueue(redis, config.QUEUE_PREFIX),
    },
    ImportJobWaiter,
  ],
  exports: [IMPORT_QUEUE, ImportJobWaiter],
})
export class ImportQueueModule implements OnApplicationShutdown {
  constructor(@Inject(IMPORT_QUEUE) private readonly queue: ImportQueue) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
