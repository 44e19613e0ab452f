import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Strict headers for an SPA that loads everything from its own origin. */
const strictHelmet = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'data:'],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      // Helmet adds upgrade-insecure-requests by default: over plain HTTP on any host but localhost the
      // browser then asks for every script over https, which is not served, and the page stays blank.
      // Sites behind TLS get their https from the proxy (and HSTS), not from this directive.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Helmet's headers, worked out once: with no nonce they are the same for every answer, and building them
 * per request was a measurable share of the gateway's CPU under load (issue #19).
 */
export function securityHeaders(): RequestHandler {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  strictHelmet({} as Request, recorder as unknown as Response, () => undefined);
  if (headers.length === 0) throw new Error('helmet set no headers: has it become asynchronous?');
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
