import { addressLimitKey } from '@strongs/nest-common';
import type { NextFunction, Request, Response } from 'express';

const ADDRESS = Symbol('clientAddress');
type WithAddress = Request & { [ADDRESS]?: string };

/**
 * Reads the visitor's address once, before the forwarded headers are stripped: `req.ip` under the
 * gateway's TRUST_PROXY (false by default: the socket's address; behind a TLS proxy, the address that
 * proxy put in X-Forwarded-For). Rate limits, search concurrency and the forwarded request all use it.
 */
export function rememberClientAddress(req: Request, _res: Response, next: NextFunction): void {
  (req as WithAddress)[ADDRESS] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  next();
}

export function clientAddress(req: Request): string {
  return (req as WithAddress)[ADDRESS] ?? req.socket.remoteAddress ?? 'unknown';
}

/** The key the gateway's per-address limits count under (an IPv6 /64 is one visitor). */
export function clientLimitKey(req: Request): string {
  return addressLimitKey(clientAddress(req));
}
