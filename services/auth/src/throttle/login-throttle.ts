import { Inject, Injectable } from '@nestjs/common';
import { addressLimitKey, APP_CONFIG, REDIS } from '@strongs/nest-common';
import type IORedis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthConfig } from '../auth.config';
import { LoginThrottledError } from './login-throttled.error';

/** Longest pause between two failed attempts for one name from one address before the window's block. */
const MAX_PACE_SECONDS = 60;

function isLimit(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}

/**
 * Failed logins, counted atomically in Redis (rate-limiter-flexible) so that concurrent guesses cannot
 * all pass the check: a password is checked only after a point was taken, and a success gives it back.
 * - per user name *and* address: LOGIN_MAX_FAILURES_PER_USERNAME, then that address is blocked for that
 *   name for the window, with delays growing (1, 2, 4 ... s) between the failures before it. The name
 *   itself is never locked: its owner signs in from any other address while an attacker is blocked;
 * - per address, over all names: LOGIN_MAX_FAILURES_PER_IP in the window.
 */
@Injectable()
export class LoginThrottle {
  private readonly nameAtAddress: RateLimiterRedis;
  private readonly address: RateLimiterRedis;
  private readonly pace: RateLimiterRedis;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {
    const prefix = config.LOGIN_THROTTLE_PREFIX;
    const window = config.LOGIN_THROTTLE_WINDOW_SECONDS;
    this.nameAtAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}name-ip`,
      points: config.LOGIN_MAX_FAILURES_PER_USERNAME,
      duration: window,
      blockDuration: window,
    });
    this.address = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}ip`,
      points: config.LOGIN_MAX_FAILURES_PER_IP,
      duration: window,
      blockDuration: window,
    });
    this.pace = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}pace`,
      points: 1,
      duration: 1,
    });
  }

  private key(username: string, ip: string): string {
    return `${username.slice(0, 64)}|${addressLimitKey(ip)}`;
  }

  /**
   * Takes one attempt from both budgets before the password is checked; throws LoginThrottledError (429,
   * with the wait) when a budget is spent or the delay after the last failure is still running.
   */
  async reserve(username: string, ip: string): Promise<void> {
    const key = this.key(username, ip);
    // A spent budget answers with the window's wait, not the shorter pause after the last failure.
    const spent = await this.nameAtAddress.get(key);
    if (spent && spent.remainingPoints <= 0)
      throw new LoginThrottledError(Math.ceil(spent.msBeforeNext / 1000));
    const paced = await this.pace.get(key);
    if (paced && paced.consumedPoints > 1)
      throw new LoginThrottledError(Math.ceil(paced.msBeforeNext / 1000));
    try {
      await this.nameAtAddress.consume(key);
    } catch (error) {
      if (isLimit(error)) throw new LoginThrottledError(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
    try {
      await this.address.consume(addressLimitKey(ip));
    } catch (error) {
      await this.nameAtAddress.reward(key);
      if (isLimit(error)) throw new LoginThrottledError(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** The attempt stays counted; the next one from this address for this name waits 1, 2, 4 ... seconds. */
  async recordFailure(username: string, ip: string): Promise<void> {
    const key = this.key(username, ip);
    const spent = (await this.nameAtAddress.get(key))?.consumedPoints ?? 0;
    if (spent >= 2) await this.pace.block(key, Math.min(MAX_PACE_SECONDS, 2 ** (spent - 2)));
  }

  /** The right password: this name's failures from this address are forgotten, and the address gets its point back. */
  async recordSuccess(username: string, ip: string): Promise<void> {
    const key = this.key(username, ip);
    await Promise.all([
      this.nameAtAddress.delete(key),
      this.pace.delete(key),
      this.address.reward(addressLimitKey(ip)),
    ]);
  }

  /** An administrator's unlock: this name's failures and delays from every address are forgotten. */
  async forgetName(username: string): Promise<void> {
    const prefix = this.config.LOGIN_THROTTLE_PREFIX;
    for (const limiter of ['name-ip', 'pace']) {
      // User names are [a-z0-9_.-]: nothing in them is a glob character.
      const stream = this.redis.scanStream({ match: `${prefix}${limiter}:${username}|*`, count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>)
        if (keys.length) await this.redis.del(...keys);
    }
  }
}
