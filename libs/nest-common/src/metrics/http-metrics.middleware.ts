import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpRequestDuration } from './metrics-registry';

type Request = IncomingMessage & { route?: { path?: string }; baseUrl?: string };

/** A request no route matched keeps one label, whatever its path, so unknown URLs cannot explode the series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The route template (`/api/strongs/:number`), known once the router matched the request. */
export function routeTemplate(req: Request): string | undefined {
  const path = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl ?? ''}${path}` : undefined;
}

/** Times every request until its response is sent, labelled by method, route template and status. */
export function httpMetrics(routeOf: (req: Request) => string | undefined = routeTemplate) {
  const histogram = httpRequestDuration();
  return (req: Request, res: ServerResponse, next: () => void): void => {
    const stop = histogram.startTimer();
    res.once('finish', () => {
      const route = routeOf(req) ?? UNMATCHED_ROUTE;
      if (route === '/metrics') return;
      stop({ method: req.method ?? 'GET', route, status: String(res.statusCode) });
    });
    next();
  };
}
