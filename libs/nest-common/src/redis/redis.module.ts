import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import IORedis from 'ioredis';
import { APP_CONFIG } from '../bootstrap/tokens';
import type { BaseConfig } from '../config/base-config';
import { HealthRegistry } from '../health/health-registry';

export const REDIS = Symbol('REDIS');

/** One shared Redis client per service process (cache, rate limits, sessions) with a `redis` health check. */
@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: IORedis) {}

  static forRoot(): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: REDIS,
          inject: [APP_CONFIG, HealthRegistry],
          useFactory: (config: BaseConfig, health: HealthRegistry) => {
            const redis = new IORedis(config.REDIS_URL, {
              maxRetriesPerRequest: 2,
              retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
            });
            redis.on('error', () => undefined);
            health.register({ name: 'redis', check: async () => void (await redis.ping()) });
            return redis;
          },
        },
      ],
      exports: [REDIS],
    };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
