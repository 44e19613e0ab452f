import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE_NAME } from '@strongs/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused';
export const ORIGIN_REQUIRED = 'Origin header required';

function sourceOrigin(req: Request): string | undefined {
  const origin = req.headers.origin;
  if (origin) return origin;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Whether the request carries our session cookie (whether or not the session behind it is valid). */
export function hasSessionCookie(headers: IncomingHttpHeaders): boolean {
  const cookie = headers.cookie ?? '';
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

function refuse(res: Response, message: string): void {
  res.status(403).json({ statusCode: 403, message });
}

/**
 * CSRF defence for cookie sessions: a state-changing request must come from the site itself. A
 * browser always names the page's origin on such requests; an origin other than the public one(s)
 * or the Host the request was sent to is refused. Requests without Origin or Referer pass only
 * when they carry no session cookie (scripts and API clients), so they cannot ride a session.
 */
export function createOriginCheck(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = sourceOrigin(req);
    if (origin === undefined) return hasSessionCookie(req.headers) ? refuse(res, ORIGIN_REQUIRED) : next();
    if (allowed.has(origin)) return next();
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== undefined && host === req.headers.host) return next();
    return refuse(res, CROSS_SITE_REFUSED);
  };
}
