import { Agent, type IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  type Plugin,
  proxyEventsPlugin,
} from 'http-proxy-middleware';
import { ownerOf, SERVICE_REGISTRY, ServiceName } from '@strongs/contracts';
import { GATEWAY_TOKEN_HEADER, markShed, SHED_HEADER } from '@strongs/nest-common';
import { cachePolicy } from '../edge/cache-policy';
import { clientAddress } from '../edge/client-address';

export type ServiceUrls = Record<ServiceName, string>;

/** Paths the gateway answers itself. */
const OWN_PATHS = /^\/api\/(health|docs)(\/|$|\?|-json)/;

/** Outside /api, only the admin service's Bull Board (admin only, checked there) is forwarded. */
const QUEUES_DASHBOARD = /^\/admin\/queues(\/|$)/;

/**
 * http-proxy-middleware's default plugins but its logger, which builds a URL and a message for every answer only to
 * hand them to its silent logger: the edge's own request log has the line (issue #32). The plugins are typed for
 * Node's request; they read nothing of Express's.
 */
const DEFAULT_PLUGINS_BUT_LOGGER = [debugProxyErrorsPlugin, proxyEventsPlugin] as unknown as Plugin<
  Request,
  Response
>[];

/** The service's answer to a forwarded request, once it has begun to arrive. */
const ANSWER = Symbol('serviceAnswer');
type WithAnswer = Request & { [ANSWER]?: IncomingMessage };

/** Whether the service's whole answer has arrived, though it may not all have reached the visitor yet. */
function answeredInFull(req: Request): boolean {
  return (req as WithAnswer)[ANSWER]?.complete === true;
}

/** What the visitor gets when the owning service fails: a 503 or 504 with a message, or as much as it answered. */
export function unavailable(
  req: Request,
  res: Response,
  service: ServiceName | undefined,
  status = 503,
): void {
  if (res.writableEnded || answeredInFull(req)) {
    // The service answered in full, then dropped its connection (it refused a body it did not read). The answer may
    // still be on its way out, or still be read from the service's socket: destroying the visitor's socket now would
    // cut or reset it. Their rest is dropped.
    req.resume();
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const name = service ? SERVICE_REGISTRY[service].display : 'The';
  const message =
    status === 504 ? `${name} service did not answer in time` : `${name} service is temporarily unavailable`;
  res.status(status).setHeader('retry-after', '5').json({ statusCode: status, message });
}

/**
 * Forwards /api/* to the owning service over keep-alive connections (without them throughput collapses,
 * see SEARCH-NOTES). A refused connection is a 503 at once; a silent service a 504 after the timeout.
 */
export function serviceProxy(urls: ServiceUrls, timeoutMs: number, gatewayToken?: string): RequestHandler {
  // With a `timeout`, Node closes an idle socket a second before the service's announced keep-alive timeout
  // (5 s); without one it keeps the socket until the service closes it, and a request sent on it in that
  // moment fails with ECONNRESET (a 503 here: a few per ten thousand under load).
  const agent = new Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 15_000, timeout: 60_000 });
  const proxy = createProxyMiddleware<Request, Response>({
    router: (req) => urls[ownerOf(req.path) ?? 'admin'],
    target: urls.admin,
    agent,
    xfwd: true,
    proxyTimeout: timeoutMs,
    ejectPlugins: true,
    plugins: DEFAULT_PLUGINS_BUT_LOGGER,
    on: {
      // Connection is hop-by-hop: a client's "close" must not reach the service, which would then close as soon as
      // it answers, unread body and all, and the body still streaming in would fail here as a false 503.
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('connection', 'keep-alive');
        // The visitor, as read under TRUST_PROXY; signed so the service believes it (gatewayForwardedOnly).
        proxyReq.setHeader('x-forwarded-for', clientAddress(req));
        if (gatewayToken) proxyReq.setHeader(GATEWAY_TOKEN_HEADER, gatewayToken);
      },
      proxyRes: (proxyRes, req, res) => {
        (req as WithAnswer)[ANSWER] = proxyRes;
        // Hop-by-hop: a service closing its connection to the gateway is no reason to close the visitor's, whose
        // unread body would then reset it and can take the answer with it (http-proxy sets the visitor's own).
        delete proxyRes.headers.connection;
        // The service shed it (a full lane): the edge's log line and 5xx count treat it as its own refusals.
        if (proxyRes.headers[SHED_HEADER]) markShed(res);
        const policy = cachePolicy(
          req.method ?? 'GET',
          ownerOf((req as Request).path),
          req.headers,
          proxyRes,
        );
        if (!policy) return;
        proxyRes.headers['cache-control'] = policy;
        // One URL, two answers: a visitor's and a signed-in reader's (who may see unpublished texts).
        if (policy.startsWith('public') || policy.startsWith('private, no-cache'))
          proxyRes.headers.vary = [proxyRes.headers.vary, 'Cookie'].filter(Boolean).join(', ');
      },
      error: (error, req, res) => {
        const code = (error as NodeJS.ErrnoException).code;
        const timedOut = code === 'ECONNRESET' && (req as Request & { timedout?: boolean }).timedout;
        unavailable(
          req as Request,
          res as Response,
          ownerOf((req as Request).path),
          timedOut || code === 'ETIMEDOUT' ? 504 : 503,
        );
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (QUEUES_DASHBOARD.test(req.path)) return proxy(req, res, next);
    if (!req.path.startsWith('/api/') || OWN_PATHS.test(req.path)) return next();
    return proxy(req, res, next);
  };
}
