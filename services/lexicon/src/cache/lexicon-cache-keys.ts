import type IORedis from 'ioredis';

/** Bump the version when a cached response changes shape, so old entries are never read. */
export const LEXICON_CACHE_PREFIX = 'lexicon:v1:';

/**
 * Drops every cached response under a prefix: a test's own prefix when it ends. The service never deletes
 * (its keys follow the readers' generation, see ReadersGeneration).
 */
export async function invalidateLexiconCache(
  redis: IORedis,
  prefix: string = LEXICON_CACHE_PREFIX,
): Promise<number> {
  let removed = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) removed += await redis.unlink(...keys);
  } while (cursor !== '0');
  return removed;
}
