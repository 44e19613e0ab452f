import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET that is not an API call answered with index.html so client routes survive a reload.
 */
export function spaStatic(dist: string | undefined): RequestHandler {
  if (!dist || !existsSync(join(dist, 'index.html'))) return (_req, _res, next) => next();
  const assets = express.static(dist, {
    index: false,
    setHeaders: (res, path) => {
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
    assets(req, res, () => {
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(index);
    });
  };
}
