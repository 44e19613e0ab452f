import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, REDIS } from '@strongs/nest-common';
import type IORedis from 'ioredis';
import type { AuthConfig } from '../auth.config';
import { LoginThrottledError } from './login-throttled.error';

interface Counter {
  key: string;
  limit: number;
}

/**
 * Failed logins counted in Redis per username and per client address over a fixed window from the
 * first failure. Every auth instance shares the counters; a success clears the username's.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  private counters(username: string, ip: string): Counter[] {
    const prefix = this.config.LOGIN_THROTTLE_PREFIX;
    return [
      { key: this.usernameKey(username), limit: this.config.LOGIN_MAX_FAILURES_PER_USERNAME },
      { key: `${prefix}ip:${ip}`, limit: this.config.LOGIN_MAX_FAILURES_PER_IP },
    ];
  }

  private usernameKey(username: string): string {
    return `${this.config.LOGIN_THROTTLE_PREFIX}user:${username.slice(0, 64)}`;
  }

  /** Throws LoginThrottledError (429) while either counter is at its limit. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    let waitMs = 0;
    for (const { key, limit } of this.counters(username, ip)) {
      const count = Number((await this.redis.get(key)) ?? 0);
      if (count >= limit) waitMs = Math.max(waitMs, await this.redis.pttl(key));
    }
    if (waitMs > 0) throw new LoginThrottledError(Math.ceil(waitMs / 1000));
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const window = this.config.LOGIN_THROTTLE_WINDOW_SECONDS;
    const tx = this.redis.multi();
    for (const { key } of this.counters(username, ip)) tx.set(key, 0, 'EX', window, 'NX').incr(key);
    await tx.exec();
  }

  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(this.usernameKey(username));
  }
}
