import type IORedis from 'ioredis';

/**
 * connect-redis 9 speaks the node-redis v5 API; the services share one ioredis client. This adapter
 * offers the few calls the store makes, so sessions need no second Redis library or connection.
 */
export class IoRedisSessionClient {
  constructor(private readonly redis: IORedis) {}

  get(key: string): Promise<string | null> {
    return this.redis.get(key);
  }

  async set(
    key: string,
    value: string,
    options?: { expiration?: { type: 'EX'; value: number } },
  ): Promise<void> {
    if (options?.expiration) await this.redis.set(key, value, 'EX', options.expiration.value);
    else await this.redis.set(key, value);
  }

  expire(key: string, seconds: number): Promise<number> {
    return this.redis.expire(key, seconds);
  }

  del(keys: string | string[]): Promise<number> {
    return this.redis.del(...(Array.isArray(keys) ? keys : [keys]));
  }

  mGet(keys: string[]): Promise<(string | null)[]> {
    return this.redis.mget(...keys);
  }

  async *scanIterator(options: { MATCH: string; COUNT: number }): AsyncGenerator<string[]> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', options.MATCH, 'COUNT', options.COUNT);
      cursor = next;
      if (keys.length > 0) yield keys;
    } while (cursor !== '0');
  }
}
