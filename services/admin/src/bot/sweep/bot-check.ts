import type { BotCheckName } from '@strongs/contracts';
import type { Finding } from '../bot.types';

/** One check of the sweep: answers its findings; a check that throws is itself reported. */
export interface BotCheck {
  readonly name: BotCheckName;
  run(): Promise<Finding[]>;
}

export const BOT_CHECKS = Symbol('BOT_CHECKS');
export const SEARCH_ENGINE = Symbol('SEARCH_ENGINE');

export function serviceDown(check: BotCheckName, what: string, error: unknown): Finding {
  return {
    kind: 'error',
    check,
    fingerprint: `down:${check}`,
    errorType: 'service_unavailable',
    url: what,
    message: `${what} did not answer: ${(error as Error).message ?? String(error)}`,
  };
}
