import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { wasShed } from '../errors/load-shedding';
import { idOfRequest } from './request-context';

/**
 * Where a request is logged: once, at the edge (the gateway sees every request, its status and time); a
 * service adds a line only for what the edge cannot see, a failure.
 */
export type RequestLogging = 'edge' | 'failures';

const PROBES = new Set(['/health', '/metrics']);

/**
 * One line for a request once its answer is sent or its connection closed, written by the process logger with
 * no logger per request (issue #32). At the edge every request is logged at info, a refusal under load
 * marked `shed`; in a service only a 5xx that was not a refusal under load, at error (the exception filter
 * has already logged its error with its stack).
 */
export function requestLog(logger: Logger, logging: RequestLogging): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    const reqId = idOfRequest(req, res);
    const url = req.originalUrl;
    if (logging === 'edge' && PROBES.has(url)) return next();
    const start = performance.now();
    res.once('close', () => {
      const shed = wasShed(res);
      if (logging === 'failures' && (res.statusCode < 500 || shed)) return;
      const line = {
        reqId,
        req: { method: req.method, url },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - start),
        ...(shed ? { shed } : {}),
      };
      const message = res.writableFinished ? 'request completed' : 'request aborted';
      if (logging === 'edge') logger.info(line, message);
      else logger.error(line, message);
    });
    next();
  };
}
