import { Inject, Injectable, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import type IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, withRequestId } from '@strongs/nest-common';
import { createRedisConnection, QUEUES, type ImportJobName, type ImportJobs } from '@strongs/queue';
import type { ImporterConfig } from '../importer.config';
import type { ImportQueue } from '../worker/import-queue';
import { IMPORT_QUEUE } from './import-queue-token';

export interface WaitOptions {
  timeoutMs: number;
  what: string;
  jobId: string;
}

export type WaitOutcome<R> = { finished: true; value: R } | { finished: false; jobId: string };

/**
 * Runs a job on the import worker and waits for its answer: the work (reading a Bible file, parsing a
 * 64 MB dump) happens in the worker process, never in the HTTP process, yet the request can answer
 * with its outcome. Used by the import gate's preview, the SQL import, rollback and uninstall.
 */
@Injectable()
export class ImportJobWaiter implements OnApplicationShutdown {
  private events?: QueueEvents;
  private connection?: IORedis;

  constructor(
    @Inject(IMPORT_QUEUE) private readonly queue: ImportQueue,
    @Inject(APP_CONFIG) private readonly config: ImporterConfig,
  ) {}

  /** The job's return value; a 503 naming `what` when the worker fails or does not answer within `timeoutMs`. */
  async run<R>(name: ImportJobName, data: ImportJobs[ImportJobName], options: WaitOptions): Promise<R> {
    const outcome = await this.runOrLeave<R>(name, data, options);
    if (!outcome.finished)
      throw new ServiceUnavailableException(
        `The import worker did not ${options.what} in time; try again in a minute`,
      );
    return outcome.value;
  }

  /**
   * Like `run`, but a job still running after `timeoutMs` is left to finish (for work that must not be asked
   * twice, such as a rollback): the caller answers with its id instead of an error.
   */
  async runOrLeave<R>(
    name: ImportJobName,
    data: ImportJobs[ImportJobName],
    options: WaitOptions,
  ): Promise<WaitOutcome<R>> {
    const events = await this.queueEvents();
    const job = await this.queue.add(name, withRequestId(data), {
      jobId: `${options.jobId}-${randomUUID()}`,
      attempts: 1,
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 24 * 3600 },
    });
    try {
      return { finished: true, value: (await job.waitUntilFinished(events, options.timeoutMs)) as R };
    } catch (error) {
      if (/timed out/i.test((error as Error).message)) return { finished: false, jobId: job.id as string };
      throw new ServiceUnavailableException(
        `The import worker could not ${options.what}: ${(error as Error).message}`,
      );
    }
  }

  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      // QueueEvents blocks on its connection: it gets its own (BullMQ's settings), closed with it.
      this.connection = createRedisConnection(this.config.REDIS_URL);
      this.events = new QueueEvents(QUEUES.imports, {
        connection: this.connection,
        prefix: this.config.QUEUE_PREFIX,
      });
      await this.events.waitUntilReady();
    }
    return this.events;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.events?.close();
    this.connection?.disconnect();
  }
}
