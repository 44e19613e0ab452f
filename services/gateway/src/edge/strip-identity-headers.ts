import type { NextFunction, Request, Response } from 'express';

/** Headers only the gateway may set: a client cannot claim an identity or forge its address. */
const FORBIDDEN = /^(x-user-|x-forwarded-|x-real-ip$|x-internal-|forwarded$|x-session-)/i;

export function stripIdentityHeaders(req: Request, _res: Response, next: NextFunction): void {
  for (const name of Object.keys(req.headers)) if (FORBIDDEN.test(name)) delete req.headers[name];
  next();
}
