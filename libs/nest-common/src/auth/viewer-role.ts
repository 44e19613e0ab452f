import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { findSessionUser } from './confirm-session-user';
import { SESSION_USER_LOOKUP, type SessionUserLookup } from './session-user-lookup';

const viewer = new AsyncLocalStorage<{ admin: boolean }>();

/** Whether the request being handled comes from a confirmed administrator (false outside a request). */
export function currentViewerIsAdmin(): boolean {
  return viewer.getStore()?.admin ?? false;
}

/**
 * For public routes whose answer depends on who asks (unpublished texts are shown to administrators only),
 * without threading the caller through every service. Only a session that claims the admin role is
 * confirmed against the users table, so a visitor's request costs nothing. Mount after the session middleware.
 */
@Injectable()
export class ViewerRoleMiddleware implements NestMiddleware {
  constructor(@Inject(SESSION_USER_LOOKUP) private readonly users: SessionUserLookup) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    if (req.session?.user?.role !== 'admin') return viewer.run({ admin: false }, next);
    findSessionUser(req, this.users).then(
      (user) => viewer.run({ admin: user?.role === 'admin' }, next),
      next,
    );
  }
}
