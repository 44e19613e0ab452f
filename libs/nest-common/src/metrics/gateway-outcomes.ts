import type IORedis from 'ioredis';

/**
 * Counts of the gateway's answers per minute, kept in Redis so every gateway replica adds to the same
 * buckets and the ADMIN BOT (another process) can read the 5xx rate. One hash per minute, kept an hour.
 */
const MINUTE_MS = 60_000;
const KEEP_SECONDS = 3600;

const bucketKey = (prefix: string, minute: number) => `${prefix}:gateway:outcomes:${minute}`;

export interface GatewayOutcomes {
  total: number;
  serverErrors: number;
}

/** Fire and forget: a Redis outage must never slow or fail the answer being counted. */
export function recordGatewayOutcome(redis: IORedis, prefix: string, status: number, now = Date.now()): void {
  const key = bucketKey(prefix, Math.floor(now / MINUTE_MS));
  const tx = redis.multi().hincrby(key, 'total', 1);
  if (status >= 500) tx.hincrby(key, 'serverErrors', 1);
  tx.expire(key, KEEP_SECONDS)
    .exec()
    .catch(() => undefined);
}

/** The answers of the last `minutes` whole and current minutes, all replicas together. */
export async function readGatewayOutcomes(
  redis: IORedis,
  prefix: string,
  minutes: number,
  now = Date.now(),
): Promise<GatewayOutcomes> {
  const current = Math.floor(now / MINUTE_MS);
  const pipeline = redis.pipeline();
  for (let m = current - minutes; m <= current; m++) pipeline.hgetall(bucketKey(prefix, m));
  const out: GatewayOutcomes = { total: 0, serverErrors: 0 };
  for (const [error, bucket] of (await pipeline.exec()) ?? []) {
    if (error) throw error;
    const counts = bucket as Record<string, string>;
    out.total += Number(counts.total ?? 0);
    out.serverErrors += Number(counts.serverErrors ?? 0);
  }
  return out;
}
