import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { APP_CONFIG } from '@strongs/nest-common';
import { createRedisConnection, QUEUES } from '@strongs/queue';
import { QueueEvents } from 'bullmq';
import type IORedis from 'ioredis';
import { LexiconCache } from '../cache/lexicon-cache';
import { LexiconIndexSync } from '../lexicon-search/lexicon-index-sync';
import type { LexiconConfig } from '../lexicon.config';
import { StaticStrongsService } from '../static-strongs/static-strongs.service';

/**
 * Services do not call each other's code, so the lexicon listens for finished imports on the
 * `imports` queue itself: each one rebuilds a separate search index (Meilisearch), drops the cached
 * responses and refreshes the static files (which are rewritten only when the dictionary actually changed).
 */
@Injectable()
export class ImportEventsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImportEventsListener.name);
  private events?: QueueEvents;
  private connection?: IORedis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: LexiconConfig,
    private readonly cache: LexiconCache,
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
    this.events.on('completed', ({ jobId }) => {
      this.refresh().catch((error: Error) =>
        this.logger.error(`Refresh after import ${jobId} failed: ${error.message}`),
      );
    });
    this.events.on('error', (error) => this.logger.warn(`Import events: ${error.message}`));
  }

  async refresh(): Promise<void> {
    // Entries are read from replicas: dropped before they replay the import, the cache would refill with the old text.
    if (!(await this.reads.replicasCaughtUp()))
      this.logger.warn('A read replica lags behind the import: cached entries may be old');
    // The search index first: a response cached before it is rebuilt would keep the old hits.
    await this.index.rebuild();
    await this.cache.invalidate();
    await this.statics.ensureFresh();
  }

  async onApplicationShutdown(): Promise<void> {
    // BullMQ leaves a connection it was given open: it is ours to close.
    await this.events?.close();
    this.connection?.disconnect();
  }
}
