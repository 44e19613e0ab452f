import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { confirmSessionUser } from './confirm-session-user';
import { SESSION_USER_LOOKUP, type SessionUserLookup } from './session-user-lookup';

/** 401 'Authentication required' unless the request carries a session of an existing user. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(SESSION_USER_LOOKUP) private readonly users: SessionUserLookup) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await confirmSessionUser(context.switchToHttp().getRequest<Request>(), this.users);
    return true;
  }
}
