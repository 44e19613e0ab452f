import { Inject, Injectable, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { registerQueueDepthMetrics } from './queue-depth-metrics';
import type IORedis from 'ioredis';
import { APP_CONFIG } from '../bootstrap/tokens';
import type { BaseConfig } from '../config/base-config';
import { REDIS } from '../redis/redis.module';

/** Queue depths are published by every service that has the shared Redis client (RedisModule). */
@Injectable()
export class QueueDepthMetrics implements OnModuleInit, OnModuleDestroy {
  private stop?: () => Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: BaseConfig,
    @Optional() @Inject(REDIS) private readonly redis?: IORedis,
  ) {}

  onModuleInit(): void {
    if (this.redis) this.stop = registerQueueDepthMetrics(this.redis, this.config.QUEUE_PREFIX);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop?.();
  }
}
