import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { clientLimitKey } from './client-address';

/** Per-address limit on the API (an IPv6 /64 counts as one address); the answer is the house error shape with a message the web can show. */
export function apiRateLimit(perMinute: number): RequestHandler {
  if (perMinute === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => clientLimitKey(req),
    // The address comes from rememberClientAddress under TRUST_PROXY, not from express-rate-limit's own reading.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (_req, res) => {
      res
        .status(429)
        .json({ statusCode: 429, message: 'Too many requests: please wait a moment and try again.' });
    },
  });
}
