import { Inject, Injectable, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import type IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, REDIS, withRequestId } from '@strongs/nest-common';
import { QUEUES, type ImportJobName, type ImportJobs } from '@strongs/queue';
import type { ImporterConfig } from '../importer.config';
import { IMPORT_QUEUE } from './import-queue.module';
import type { ImportQueue } from '../worker/import-queue';

/**
 * Runs a job on the import worker and waits for its answer: the work (parsing a 64 MB dump) happens
 * in the worker process, never in the HTTP process, yet the request can answer with its outcome.
 */
@Injectable()
export class ImportJobWaiter implements OnApplicationShutdown {
  private events?: QueueEvents;
  private connection?: IORedis;

  constructor(
    @Inject(IMPORT_QUEUE) private readonly queue: ImportQueue,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: ImporterConfig,
  ) {}

  async run<R>(name: ImportJobName, data: ImportJobs[ImportJobName], timeoutMs: number): Promise<R> {
    const events = await this.queueEvents();
    const job = await this.queue.add(name, withRequestId(data), {
      jobId: `${name}-${randomUUID()}`,
      attempts: 1,
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    try {
      return (await job.waitUntilFinished(events, timeoutMs)) as R;
    } catch (error) {
      const timedOut = /timed out/i.test((error as Error).message);
      throw new ServiceUnavailableException(
        timedOut ? 'The import worker did not finish in time; the job goes on, see Import Status' : `The import worker failed: ${(error as Error).message}`,
      );
    }
  }

  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      // QueueEvents blocks on its connection: it gets its own, closed with it.
      this.connection = this.redis.duplicate();
      this.events = new QueueEvents(QUEUES.imports, { connection: this.connection, prefix: this.config.QUEUE_PREFIX });
      await this.events.waitUntilReady();
    }
    return this.events;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.events?.close();
    this.connection?.disconnect();
  }
}
