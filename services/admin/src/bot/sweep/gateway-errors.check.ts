import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type BaseConfig, readGatewayOutcomes, REDIS } from '@strongs/nest-common';
import type IORedis from 'ioredis';
import type { Finding } from '../bot.types';
import type { BotCheck } from './bot-check';

/** Judged over this window; fewer answers than MIN_ANSWERS say too little to raise an alarm. */
export const GATEWAY_WINDOW_MINUTES = 5;
export const GATEWAY_MIN_ANSWERS = 20;
export const GATEWAY_MAX_ERROR_RATE = 0.05;

/** The share of /api answers that were 5xx (all gateway replicas, counted in Redis by the gateway). */
@Injectable()
export class GatewayErrorsCheck implements BotCheck {
  readonly name = 'gateway-errors' as const;
  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: BaseConfig,
  ) {}

  async run(): Promise<Finding[]> {
    const { total, serverErrors } = await readGatewayOutcomes(
      this.redis,
      this.config.QUEUE_PREFIX,
      GATEWAY_WINDOW_MINUTES,
    );
    if (total < GATEWAY_MIN_ANSWERS || serverErrors / total <= GATEWAY_MAX_ERROR_RATE) return [];
    const percent = ((serverErrors / total) * 100).toFixed(1);
    return [
      {
        kind: 'error',
        check: this.name,
        fingerprint: 'gateway:5xx-rate',
        errorType: 'gateway_5xx_rate',
        url: '/api',
        message: `${serverErrors} of ${total} answers (${percent}%) in the last ${GATEWAY_WINDOW_MINUTES} minutes were server errors (limit ${GATEWAY_MAX_ERROR_RATE * 100}%)`,
      },
    ];
  }
}
