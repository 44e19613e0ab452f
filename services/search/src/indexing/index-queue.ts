import { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { IndexJobs, QUEUES } from '@strongs/queue';

export type IndexQueue = Queue<IndexJobs['index-version']>;

export function createIndexQueue(connection: IORedis, prefix: string): IndexQueue {
  return new Queue(QUEUES.index, { connection, prefix });
}
