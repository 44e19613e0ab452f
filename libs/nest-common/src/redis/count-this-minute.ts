import type IORedis from 'ioredis';

/**
 * How many times `key` has been counted in the current clock minute, this call included. Kept in Redis, so
 * every process of a service shares the count; the bucket expires on its own.
 */
export async function countThisMinute(redis: IORedis, key: string): Promise<number> {
  const bucket = `${key}:${Math.floor(Date.now() / 60_000)}`;
  const results = await redis.multi().incr(bucket).expire(bucket, 120).exec();
  return Number(results?.[0]?.[1] ?? 0);
}
