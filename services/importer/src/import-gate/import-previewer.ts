import { Inject, Injectable, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import type IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, withRequestId } from '@strongs/nest-common';
import type { PreviewBibleFileJob } from '@strongs/queue';
import { createRedisConnection, QUEUES } from '@strongs/queue';
import type { BibleFileImporter, PreviewOutcome } from '../bible-import/bible-file-importer';
import type { ImporterConfig } from '../importer.config';
import { IMPORT_QUEUE } from '../queue/import-queue.module';
import type { ImportQueue } from '../worker/import-queue';

/** A 31,102-verse OSIS file reads in seconds; a worker that answers nothing in this long is busy or away. */
export const PREVIEW_TIMEOUT_MS = 120_000;

/**
 * Asks the import worker for an uploaded file's dry-run summary and waits for it: the file is parsed on the
 * queue (never inside the HTTP process), yet the import request can answer 409 with the summary.
 */
@Injectable()
export class ImportPreviewer implements OnApplicationShutdown {
  private events?: QueueEvents;
  private connection?: IORedis;

  constructor(
    @Inject(IMPORT_QUEUE) private readonly queue: ImportQueue,
    @Inject(APP_CONFIG) private readonly config: ImporterConfig,
  ) {}

  async preview(data: PreviewBibleFileJob): Promise<PreviewOutcome> {
    const events = await this.queueEvents();
    const job = await this.queue.add('preview-bible-file', withRequestId(data), {
      jobId: `preview-${data.versionCode}-${randomUUID()}`,
      attempts: 1,
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 3600 },
    });
    try {
      return (await job.waitUntilFinished(events, PREVIEW_TIMEOUT_MS)) as PreviewOutcome;
    } catch (error) {
      const timedOut = /timed out/i.test((error as Error).message);
      throw new ServiceUnavailableException(
        timedOut ? 'The import worker did not read the file in time; try again in a minute' : `The import worker could not read the file: ${(error as Error).message}`,
      );
    }
  }

  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      // QueueEvents blocks on its connection: it gets its own (BullMQ's settings), closed with it.
      this.connection = createRedisConnection(this.config.REDIS_URL);
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
