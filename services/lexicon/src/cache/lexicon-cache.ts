import { Inject, Injectable, Logger } from '@nestjs/common';
import { answerCacheLookups, APP_CONFIG, keepJson } from '@strongs/nest-common';
import type IORedis from 'ioredis';
import type { LexiconConfig } from '../lexicon.config';
import { LexiconCacheStore } from './lexicon-cache-store';
import { ReadersGeneration } from './readers-generation';

export interface RememberOptions<T> {
  /** Whether an answer is worth a key (a canonical page): others are computed each time, never stored. */
  store?: (value: T) => boolean;
}

/**
 * Read-through cache of whole responses in Redis, keyed by the readers' generation (see ReadersGeneration):
 * a change of the data is a change of keys, so nothing is ever deleted or written back over. Redis is an
 * accelerator here, not a source of truth: when it is down or slow the response is computed, never refused.
 * Its Redis is the cache's own database (LexiconCacheStore), never the one of sessions and queues. An answer
 * keeps the JSON it came from or was stored as (keepJson), so sending it does not serialise it again.
 */
@Injectable()
export class LexiconCache {
  private readonly logger = new Logger(LexiconCache.name);
  private readonly lookups = answerCacheLookups();
  private readonly redis: IORedis;

  constructor(
    store: LexiconCacheStore,
    @Inject(APP_CONFIG) private readonly config: LexiconConfig,
    private readonly generation: ReadersGeneration,
  ) {
    this.redis = store.client;
  }

  async remember<T>(key: string, compute: () => Promise<T>, options: RememberOptions<T> = {}): Promise<T> {
    const ttl = this.config.LEXICON_CACHE_TTL_SECONDS;
    const usable = ttl > 0 && this.redis.status === 'ready';
    const fullKey = `${this.config.LEXICON_CACHE_PREFIX}g${await this.generation.current()}:${key}`;
    if (usable) {
      const hit = await this.redis.get(fullKey).catch(() => null);
      if (hit !== null) {
        this.lookups.inc({ cache: 'lexicon', outcome: 'hit' });
        return keepJson(JSON.parse(hit) as T, hit);
      }
    }
    this.lookups.inc({ cache: 'lexicon', outcome: 'miss' });
    const value = await compute();
    if (!usable || (options.store && !options.store(value))) return value;
    const json = JSON.stringify(value);
    // A value past the bound is served but not kept: no single answer may take a large share of the cache.
    if (json.length <= this.config.LEXICON_CACHE_MAX_VALUE_BYTES) {
      this.redis.set(fullKey, json, 'EX', ttl).catch((error: Error) => {
        this.logger.warn(`Could not cache ${fullKey}: ${error.message}`);
      });
    }
    return keepJson(value, json);
  }
}
