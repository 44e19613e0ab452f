import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, recordGatewayOutcome } from '@strongs/nest-common';
import type { NextFunction, Request, Response } from 'express';
import IORedis from 'ioredis';
import type { GatewayConfig } from '../gateway.config';

/** Counts every /api answer by status into Redis, where the ADMIN BOT reads the gateway's 5xx rate. */
@Injectable()
export class OutcomeCounter implements OnApplicationShutdown {
  // Its own client with no offline queue: while Redis is away counting is skipped, answers never wait.
  private readonly redis: IORedis;

  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {
    this.redis = new IORedis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (n) => Math.min(n * 500, 5000),
    });
    this.redis.on('error', () => undefined);
  }

  readonly middleware = (_req: Request, res: Response, next: NextFunction): void => {
    res.once('finish', () => recordGatewayOutcome(this.redis, this.config.QUEUE_PREFIX, res.statusCode));
    next();
  };

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
