import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRole } from '@strongs/contracts';
import type { Request } from 'express';
import { confirmSessionUser } from './confirm-session-user';
import { roleRequiredMessage } from './session-user';
import { SESSION_USER_LOOKUP, type SessionUserLookup } from './session-user-lookup';

export const ROLES_KEY = 'strongs:roles';

/**
 * 401 without a confirmed session, 403 'Admin role required' when the user's current role (read
 * from the users table, not from the session) is not among the `@Roles(...)` of the route.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_USER_LOOKUP) private readonly users: SessionUserLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles =
      this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? [];
    const user = await confirmSessionUser(context.switchToHttp().getRequest<Request>(), this.users);
    if (roles.length > 0 && !roles.includes(user.role))
      throw new ForbiddenException(roleRequiredMessage(roles));
    return true;
  }
}
