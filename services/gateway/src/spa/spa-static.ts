import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { NextFunction, Request, Response } from 'express';

/** The copies the web build writes beside each hashed asset (web/vite-plugins/precompress.ts), best first. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof PRECOMPRESSED;
const ENCODINGS = Object.keys(PRECOMPRESSED) as Encoding[];
const ENCODING_OF = new Map<string, Encoding>(ENCODINGS.map((e) => [PRECOMPRESSED[e], e]));

/**
 * The Brotli or gzip copy of a hashed asset the browser accepts, if the build wrote one: sent as it is,
 * so the gateway never compresses the same script again on each request (compression() leaves an answer
 * that already has a Content-Encoding alone).
 */
function precompressedPath(dist: string, req: Request): string | undefined {
  if (!req.path.startsWith('/assets/') || req.path.includes('..')) return undefined;
  for (const encoding of ENCODINGS) {
    if (req.acceptsEncodings(encoding) !== encoding) continue;
    const path = `${req.path}${PRECOMPRESSED[encoding]}`;
    if (existsSync(join(dist, path))) return path;
  }
  return undefined;
}

/**
 * Serves the built SPA: hashed assets cached for a year (their precompressed copy when there is one),
 * index.html never cached, and every other GET that is not an API call answered with index.html so client
 * routes survive a reload.
 */
export function spaStatic(dist: string | undefined): express.RequestHandler {
  if (!dist || !existsSync(join(dist, 'index.html'))) return (_req, _res, next) => next();
  const assets = express.static(dist, {
    index: false,
    setHeaders: (res: Response, path) => {
      const encoding = ENCODING_OF.get(extname(path));
      if (encoding && path.includes('/assets/')) {
        // The type of the file it is a copy of, not of `.br`.
        res.type(extname(path.slice(0, -extname(path).length)));
        res.setHeader('content-encoding', encoding);
        res.vary('Accept-Encoding');
      }
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const index = join(dist, 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path === '/health') return next();
    const copy = precompressedPath(dist, req);
    if (copy) req.url = copy;
    assets(req, res, () => {
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(index);
    });
  };
}
