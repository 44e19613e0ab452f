import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { runInRequestContext } from '../logging/request-context';
import { findSessionUser } from './confirm-session-user';
import { SESSION_USER_LOOKUP, type SessionUserLookup } from './session-user-lookup';

/**
 * For public routes whose answer depends on who asks (unpublished texts are shown to administrators only),
 * without threading the caller through every service. Only a session that claims the admin role is
 * confirmed against the users table, so a visitor's request costs nothing. Mount after the session middleware.
 */
@Injectable()
export class ViewerRoleMiddleware implements NestMiddleware {
  constructor(@Inject(SESSION_USER_LOOKUP) private readonly users: SessionUserLookup) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    // A visitor: nothing to add, currentViewerIsAdmin() is false without it.
    if (req.session?.user?.role !== 'admin') return next();
    findSessionUser(req, this.users).then(
      (user) => runInRequestContext({ viewerIsAdmin: user?.role === 'admin' }, next),
      next,
    );
  }
}
