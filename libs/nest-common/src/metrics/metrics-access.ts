import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Headers the gateway (or any proxy) adds when it forwards a request: such a request came from outside. */
const FORWARDED_MARKERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
  'via',
];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics. With METRICS_TOKEN set: only `Authorization: Bearer <token>`. Without it:
 * only a direct, internal caller, never a request that was forwarded by the gateway or another proxy.
 */
export function mayReadMetrics(headers: IncomingHttpHeaders, token: string | undefined): boolean {
  if (token) {
    const match = /^Bearer (.+)$/.exec(headers.authorization ?? '');
    return match !== null && sameSecret(match[1], token);
  }
  return FORWARDED_MARKERS.every((name) => headers[name] === undefined);
}
