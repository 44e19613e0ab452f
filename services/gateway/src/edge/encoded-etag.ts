import type { NextFunction, Request, Response } from 'express';

const ENCODED = /-(br|gzip|deflate)"$/;

/**
 * Keeps a service's strong ETag strong through the gateway's compression: a strong tag names one sequence of
 * bytes, so the Brotli or gzip copy gets its own (`"tag-br"`, as Apache does), and a revalidation naming that copy
 * reaches the service with its own tag (`"tag"`). Installed before `compression()`, so compression's own
 * writeHead hook, installed after it, runs first and has set Content-Encoding when this one looks.
 */
export function encodedEtags(req: Request, res: Response, next: NextFunction): void {
  const asked = req.headers['if-none-match'];
  let suffix: string | undefined;
  if (asked) {
    req.headers['if-none-match'] = asked
      .split(',')
      .map((tag) => {
        const match = ENCODED.exec(tag.trim());
        if (!match) return tag.trim();
        suffix ??= match[1];
        return tag.trim().replace(ENCODED, '"');
      })
      .join(', ');
  }
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const etag = res.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('"')) {
      const encoding = res.getHeader('content-encoding');
      // A 304 has no body to encode: it names the copy the client holds, as the 200 did.
      const copy = res.statusCode === 304 ? suffix : typeof encoding === 'string' ? encoding : undefined;
      if (copy && copy !== 'identity') res.setHeader('etag', etag.replace(/"$/, `-${copy}"`));
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
  next();
}
