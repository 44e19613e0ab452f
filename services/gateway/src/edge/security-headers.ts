import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Strict headers for an SPA that loads everything from its own origin. */
export function securityHeaders(): RequestHandler {
  return helmet({
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
}
