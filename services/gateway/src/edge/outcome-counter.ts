import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import {
  addGatewayOutcomes,
  APP_CONFIG,
  type GatewayOutcomes,
  outcomeMinute,
  wasShed,
} from '@strongs/nest-common';
import type { NextFunction, Request, Response } from 'express';
import IORedis from 'ioredis';
import type { GatewayConfig } from '../gateway.config';

/** How often the counts kept in memory go to Redis: one transaction a second instead of one per answer. */
export const OUTCOME_FLUSH_MS = 1000;

/** Counts every /api answer by status into Redis, where the ADMIN BOT reads the gateway's 5xx rate. */
@Injectable()
export class OutcomeCounter implements OnApplicationShutdown {
  // Its own client with no offline queue: while Redis is away counting is skipped, answers never wait.
  private readonly redis: IORedis;
  private pending = new Map<number, GatewayOutcomes>();
  private readonly timer: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {
    this.redis = new IORedis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (n) => Math.min(n * 500, 5000),
    });
    this.redis.on('error', () => undefined);
    this.timer = setInterval(() => void this.flush(), OUTCOME_FLUSH_MS).unref();
  }

  readonly middleware = (_req: Request, res: Response, next: NextFunction): void => {
    // A search the gateway shed on purpose is not a server error for the 5xx rate.
    res.once('finish', () => this.count(wasShed(res) ? 429 : res.statusCode));
    next();
  };

  private count(status: number): void {
    const minute = outcomeMinute();
    const counts = this.pending.get(minute) ?? { total: 0, serverErrors: 0 };
    counts.total++;
    if (status >= 500) counts.serverErrors++;
    this.pending.set(minute, counts);
  }

  /** Sends what was counted since the last flush; lost, like a single count was, while Redis is away. */
  async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    await Promise.all(
      [...batch].map(([minute, counts]) =>
        addGatewayOutcomes(this.redis, this.config.QUEUE_PREFIX, minute, counts).catch(() => undefined),
      ),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    this.redis.disconnect();
  }
}
