import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { isSearchQuery, SEARCH_BUDGET_MESSAGE, SEARCH_BUSY_MESSAGE } from '@strongs/contracts';
import { markShed, registeredCounter } from '@strongs/nest-common';
import { type SearchEngine, searchRequestCost } from '@strongs/search-engine';
import { clientLimitKey } from './client-address';

const WORD_SEARCH = '/api/search-strongs';

export interface SearchBudgetOptions {
  /** Points each address may spend per window; 0 turns the per-address budget off. */
  points: number;
  windowSeconds: number;
  /** What a costly search costs (a simple one costs 1). */
  costlyWeight: number;
  /** Costly searches this gateway forwards at once, all addresses together; more get 503. 0 = off. */
  costlyInFlight: number;
  /** The engine the search service runs: the cost rule differs a little between them. */
  engine: SearchEngine['name'];
}

export type ShedReason = 'address_budget' | 'costly_in_flight';

/** gateway_shed_total{reason}: searches refused at the edge before reaching the search service. */
function shedCounter() {
  return registeredCounter('gateway_shed_total', 'Searches refused at the gateway, by reason', ['reason']);
}

/**
 * Refuses searches at the edge, before the search service spends anything on them (issue #32: shedding in the
 * service cost the cores it meant to save). Each address has a budget of points per window; a search costs 1,
 * or `costlyWeight` when the service's own rule (searchRequestCost) calls it costly, so an address sending
 * costly searches back to back gets 429 in microseconds while its simple searches and other visitors go on.
 * Costly searches in flight through this gateway are also capped, so many addresses together cannot queue up
 * more than the search service's costly lane would accept anyway. Per gateway process, like the rate limit.
 */
export function searchBudget(options: SearchBudgetOptions): RequestHandler {
  const limiter =
    options.points > 0
      ? new RateLimiterMemory({ points: options.points, duration: options.windowSeconds })
      : undefined;
  const shed = shedCounter();
  let costlyInFlight = 0;

  const refuse = (res: Response, reason: ShedReason, retryAfterSeconds: number): void => {
    shed.inc({ reason });
    const [status, message] =
      reason === 'address_budget' ? [429, SEARCH_BUDGET_MESSAGE] : [503, SEARCH_BUSY_MESSAGE];
    // Expected under load, not a failure: the edge's line for it says `shed`, and the outcome counter counts it so.
    if (status >= 500) markShed(res);
    res
      .status(status)
      .setHeader('retry-after', String(Math.max(1, retryAfterSeconds)))
      .json({ statusCode: status, message });
  };

  const admit = (req: Request, res: Response, next: NextFunction, costly: boolean): void => {
    if (!costly || options.costlyInFlight === 0) return next();
    if (costlyInFlight >= options.costlyInFlight) return refuse(res, 'costly_in_flight', 1);
    costlyInFlight++;
    res.once('close', () => costlyInFlight--);
    next();
  };

  if (!limiter && options.costlyInFlight === 0) return (_req, _res, next) => next();
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isSearchQuery(req.path)) return next();
    const costly = req.path === WORD_SEARCH && searchRequestCost(req.query, options.engine) === 'costly';
    if (!limiter) return admit(req, res, next, costly);
    limiter.consume(clientLimitKey(req), costly ? options.costlyWeight : 1).then(
      () => admit(req, res, next, costly),
      (refused: unknown) =>
        refused instanceof RateLimiterRes
          ? refuse(res, 'address_budget', Math.ceil(refused.msBeforeNext / 1000))
          : next(refused),
    );
  };
}
