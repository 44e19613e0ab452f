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

/** The minute an answer given at `now` is counted in. */
export function outcomeMinute(now = Date.now()): number {
  return Math.floor(now / MINUTE_MS);
}

/** Adds answers counted in one process to a minute's shared bucket. */
export async function addGatewayOutcomes(
  redis: IORedis,
  prefix: string,
  minute: number,
  counts: GatewayOutcomes,
): Promise<void> {
  const key = bucketKey(prefix, minute);
  const tx = redis.multi().hincrby(key, 'total', counts.total);
  if (counts.serverErrors > 0) tx.hincrby(key, 'serverErrors', counts.serverErrors);
  await tx.expire(key, KEEP_SECONDS).exec();
}

/** The answers of the last `minutes` whole and current minutes, all replicas together. */
export async function readGatewayOutcomes(
  redis: IORedis,
  prefix: string,
  minutes: number,
  now = Date.now(),
): Promise<GatewayOutcomes> {
  const current = outcomeMinute(now);
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
