import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, REDIS } from '@strongs/nest-common';
import type IORedis from 'ioredis';
import { answerCacheLookups } from '@strongs/queue';
import type { LexiconConfig } from '../lexicon.config';
import { ReadersGeneration } from './readers-generation';

/**
 * Read-through cache of whole responses in Redis, keyed by the readers' generation (see ReadersGeneration):
 * a change of the data is a change of keys, so nothing is ever deleted or written back over. Redis is an
 * accelerator here, not a source of truth: when it is down or slow the response is computed, never refused.
 */
@Injectable()
export class LexiconCache {
  private readonly logger = new Logger(LexiconCache.name);
  private readonly lookups = answerCacheLookups();

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: LexiconConfig,
    private readonly generation: ReadersGeneration,
  ) {}

  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const ttl = this.config.LEXICON_CACHE_TTL_SECONDS;
    const usable = ttl > 0 && this.redis.status === 'ready';
    const fullKey = `${this.config.LEXICON_CACHE_PREFIX}g${await this.generation.current()}:${key}`;
    if (usable) {
      const hit = await this.redis.get(fullKey).catch(() => null);
      if (hit !== null) {
        this.lookups.inc({ cache: 'lexicon', outcome: 'hit' });
        return JSON.parse(hit) as T;
      }
    }
    this.lookups.inc({ cache: 'lexicon', outcome: 'miss' });
    const value = await compute();
    if (usable) {
      this.redis.set(fullKey, JSON.stringify(value), 'EX', ttl).catch((error: Error) => {
        this.logger.warn(`Could not cache ${fullKey}: ${error.message}`);
      });
    }
    return value;
  }
}
