import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import { createRedisConnection, QUEUES, type QueueName } from '@strongs/queue';
import { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import type { AdminConfig } from '../admin.config';

/** The BullMQ queues the admin service looks at (Bull Board, the bot's checks) or adds to (remedies). */
@Injectable()
export class BotQueues implements OnModuleDestroy {
  readonly connection: IORedis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(APP_CONFIG) private readonly config: AdminConfig) {
    this.connection = createRedisConnection(config.REDIS_URL);
    this.connection.on('error', () => undefined);
  }

  get prefix(): string {
    return this.config.QUEUE_PREFIX;
  }

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.config.QUEUE_PREFIX });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  all(): Queue[] {
    return Object.values(QUEUES).map((name) => this.get(name));
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
  }
}
