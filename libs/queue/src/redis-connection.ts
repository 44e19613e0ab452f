import IORedis, { RedisOptions } from 'ioredis';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** BullMQ workers need `maxRetriesPerRequest: null`; producers share the same settings for simplicity. */
export function createRedisConnection(url: string = DEFAULT_REDIS_URL, options: RedisOptions = {}): IORedis {
  return new IORedis(url, {
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...options,
  });
}
