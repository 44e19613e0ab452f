import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** The header the gateway signs its forwarded requests with; the gateway strips it from what clients send. */
export const GATEWAY_TOKEN_HEADER = 'x-internal-gateway-token';
const FORWARDED = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

function sameToken(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A service believes X-Forwarded-For (the visitor's address, for per-address limits) only from the
 * gateway, which proves itself with GATEWAY_TOKEN. From anyone else, a direct caller of the service port
 * included, the forwarded headers are dropped before anything reads them: `req.ip` is then the caller.
 */
export function gatewayForwardedOnly(token: string | undefined) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const fromGateway = sameToken(req.headers[GATEWAY_TOKEN_HEADER], token);
    delete req.headers[GATEWAY_TOKEN_HEADER];
    if (!fromGateway) for (const name of FORWARDED) delete req.headers[name];
    next();
  };
}
