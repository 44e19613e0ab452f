import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type IORedis from 'ioredis';
import { SESSION_COOKIE_NAME } from '@strongs/contracts';
import type { SessionConfig } from './session-config';
import { createSessionStore } from './session-store';

export interface SessionMiddlewareOptions {
  /** Only the auth service writes sessions; every other service mounts the store read-only. */
  writable: boolean;
}

/** The cookie options, also needed to clear the cookie with the same attributes at logout. */
export function sessionCookieOptions(config: SessionConfig): session.CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.COOKIE_SECURE,
    path: '/',
    maxAge: config.SESSION_IDLE_MINUTES * 60_000,
  };
}

/**
 * With COOKIE_SECURE the operator states that browsers reach the site over TLS. TLS ends in front
 * of the gateway, so this hop is plain HTTP and express-session would refuse to send a Secure
 * cookie; the request is marked secure for it instead of trusting a forwarded header.
 */
function assumeTls(req: Request, _res: Response, next: NextFunction): void {
  Object.defineProperty(req, 'secure', { value: true, configurable: true });
  next();
}

export function createSessionMiddleware(
  config: SessionConfig,
  redis: IORedis,
  options: SessionMiddlewareOptions,
): RequestHandler[] {
  const handler = session({
    name: SESSION_COOKIE_NAME,
    secret: config.SESSION_SECRET,
    store: createSessionStore(redis, { prefix: config.SESSION_KEY_PREFIX, writable: options.writable }),
    cookie: sessionCookieOptions(config),
    // Idle timeout: each request moves the cookie's and the Redis key's expiry forward.
    rolling: true,
    resave: false,
    saveUninitialized: false,
    unset: 'destroy',
  });
  const mounted = options.writable ? handler : onlyWithSessionCookie(handler);
  return config.COOKIE_SECURE ? [assumeTls, mounted] : [mounted];
}

/**
 * A read-only store can never start a session, so a request without the cookie is anonymous as it stands:
 * express-session would still mint an id and hash an empty session for it, a measurable share of every
 * anonymous search under load (issue #19).
 */
function onlyWithSessionCookie(handler: RequestHandler): RequestHandler {
  const cookiePrefix = `${SESSION_COOKIE_NAME}=`;
  return (req, res, next) => (req.headers.cookie?.includes(cookiePrefix) ? handler(req, res, next) : next());
}

/** Expires the session cookie in the browser, with the attributes it was set with. */
export function clearSessionCookie(res: Response, config: SessionConfig): void {
  res.clearCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.COOKIE_SECURE,
    path: '/',
  });
}
