import { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { Gauge, register } from 'prom-client';
import { QUEUES } from '@strongs/queue';

const QUEUE_DEPTH = 'queue_jobs';
const STATES = ['waiting', 'active', 'failed', 'delayed'] as const;

/**
 * Publishes how many jobs wait, run, failed or are delayed in every queue, read from Redis at each scrape.
 * Returns a stop function that closes the queue handles (the connection itself stays the caller's).
 */
export function registerQueueDepthMetrics(connection: IORedis, prefix: string): () => Promise<void> {
  const queues = Object.values(QUEUES).map((name) => new Queue(name, { connection, prefix }));
  // Redis going away must not crash the service: the scrape just lacks the depths until it is back.
  for (const queue of queues) queue.on('error', () => undefined);
  register.removeSingleMetric(QUEUE_DEPTH);
  const gauge = new Gauge({
    name: QUEUE_DEPTH,
    help: 'Jobs in each BullMQ queue by state (waiting, active, failed, delayed)',
    labelNames: ['queue', 'state'],
    async collect() {
      this.reset();
      for (const queue of queues) {
        const counts = await queue.getJobCounts(...STATES).catch(() => undefined);
        if (!counts) continue;
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
  return async () => {
    if (register.getSingleMetric(QUEUE_DEPTH) === gauge) register.removeSingleMetric(QUEUE_DEPTH);
    await Promise.all(queues.map((queue) => queue.close()));
  };
}
