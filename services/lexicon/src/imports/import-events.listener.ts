import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { APP_CONFIG } from '@strongs/nest-common';
import {
  createRedisConnection,
  QUEUES,
  READER_CHANGING_IMPORT_JOBS,
  type ImportJobName,
} from '@strongs/queue';
import { Queue, QueueEvents } from 'bullmq';
import type IORedis from 'ioredis';
import { LexiconIndexSync } from '../lexicon-search/lexicon-index-sync';
import type { LexiconConfig } from '../lexicon.config';
import { StaticStrongsService } from '../static-strongs/static-strongs.service';

/**
 * Services do not call each other's code, so the lexicon listens for finished jobs on the `imports` queue
 * itself: each import, rollback or uninstall that changed a text rebuilds a separate search index
 * (Meilisearch) and refreshes the static files (rewritten only when the dictionary actually changed).
 * Previews and SQL imports change nothing readers see and are ignored. Cached answers need no event: their
 * keys follow the readers' generation (ReadersGeneration).
 */
@Injectable()
export class ImportEventsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImportEventsListener.name);
  private events?: QueueEvents;
  private queue?: Queue;
  private connection?: IORedis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: LexiconConfig,
    private readonly statics: StaticStrongsService,
    private readonly reads: ReadDatabase,
    private readonly index: LexiconIndexSync,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.LEXICON_WATCH_IMPORTS) return;
    this.connection = createRedisConnection(this.config.REDIS_URL);
    this.events = new QueueEvents(QUEUES.imports, {
      connection: this.connection,
      prefix: this.config.QUEUE_PREFIX,
    });
    this.queue = new Queue(QUEUES.imports, { connection: this.connection, prefix: this.config.QUEUE_PREFIX });
    this.events.on('completed', ({ jobId, returnvalue }) => {
      this.refreshAfter(jobId, returnvalue).catch((error: Error) =>
        this.logger.error(`Refresh after import ${jobId} failed: ${error.message}`),
      );
    });
    this.events.on('error', (error) => this.logger.warn(`Import events: ${error.message}`));
  }

  private async refreshAfter(jobId: string, returnvalue: unknown): Promise<void> {
    const job = await this.queue?.getJob(jobId);
    if (!job || !READER_CHANGING_IMPORT_JOBS.has(job.name as ImportJobName)) return;
    // A skipped (already current) import or a refused rollback changed nothing.
    if ((returnvalue as { status?: string } | null)?.status !== 'completed') return;
    await this.refresh();
  }

  async refresh(): Promise<void> {
    // The index and the static files are read from replicas: built before they replay the change, they would keep the old text.
    if (!(await this.reads.replicasCaughtUp()))
      this.logger.warn('A read replica lags behind the import: the index and static files may be old');
    await this.index.rebuild();
    await this.statics.ensureFresh();
  }

  async onApplicationShutdown(): Promise<void> {
    // BullMQ leaves a connection it was given open: it is ours to close.
    await this.events?.close();
    await this.queue?.close();
    this.connection?.disconnect();
  }
}
