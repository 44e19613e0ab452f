import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import IORedis from 'ioredis';
import type { LexiconConfig } from '../lexicon.config';

/**
 * Where the answer cache lives: CACHE_REDIS_URL, by default logical database 1 of the REDIS_URL server. Never the
 * database of sessions and BullMQ queues, which must be `noeviction` (an evicted job or session is lost data),
 * while a cache wants `allkeys-lru`; on one server the separate database keeps the cache's keys countable and
 * flushable on their own, and every key carries a TTL.
 */
export function cacheRedisUrl(config: Pick<LexiconConfig, 'REDIS_URL' | 'CACHE_REDIS_URL'>): string {
  if (config.CACHE_REDIS_URL) return config.CACHE_REDIS_URL;
  const url = new URL(config.REDIS_URL);
  url.pathname = '/1';
  return url.toString();
}

/** The cache's own Redis client; with no offline queue, so a cache away is a miss at once, never a wait. */
@Injectable()
export class LexiconCacheStore implements OnApplicationShutdown {
  readonly client: IORedis;

  constructor(@Inject(APP_CONFIG) config: LexiconConfig) {
    this.client = new IORedis(cacheRedisUrl(config), {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.client.on('error', () => undefined);
  }

  onApplicationShutdown(): void {
    this.client.disconnect();
  }
}
