import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

/** Per-IP limit on the API; the answer is the house error shape with a message the web can show. */
export function apiRateLimit(perMinute: number): RequestHandler {
  if (perMinute === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ statusCode: 429, message: 'Too many requests: please wait a moment and try again.' });
    },
  });
}
