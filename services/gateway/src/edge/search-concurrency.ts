import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isSearchQuery } from '@strongs/contracts';
import { clientLimitKey } from './client-address';

export const SEARCH_CONCURRENCY_MESSAGE =
  'Too many searches at once from your address: wait for one to finish and try again.';

/**
 * At most `limit` searches (SEARCH_QUERY_PREFIXES) in flight per visitor address (an IPv6 /64 is one; per gateway process): a client
 * that fires searches without waiting for answers gets 429 at once instead of holding the search pool.
 */
export function searchConcurrencyLimit(limit: number): RequestHandler {
  const inFlight = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (limit === 0 || !isSearchQuery(req.path)) return next();
    const address = clientLimitKey(req);
    const current = inFlight.get(address) ?? 0;
    if (current >= limit) {
      res
        .status(429)
        .setHeader('retry-after', '1')
        .json({ statusCode: 429, message: SEARCH_CONCURRENCY_MESSAGE });
      return;
    }
    inFlight.set(address, current + 1);
    res.once('close', () => {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    });
    next();
  };
}
