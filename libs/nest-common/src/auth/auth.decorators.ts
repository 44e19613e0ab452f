import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { UserRole } from '@strongs/contracts';
import type { Request } from 'express';
import { ROLES_KEY, RolesGuard } from './roles.guard';
import { SessionGuard } from './session.guard';
import { AUTHENTICATION_REQUIRED, roleRequiredMessage, type SessionUser } from './session-user';

/** The roles a route accepts; enforced by RolesGuard. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/** A signed-in user of any role. */
export function RequireSession(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(SessionGuard),
    ApiUnauthorizedResponse({ description: AUTHENTICATION_REQUIRED }),
  );
}

/** A signed-in user with one of `roles`, e.g. `@RequireRole('admin')` on every admin route. */
export function RequireRole(...roles: UserRole[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    Roles(...roles),
    UseGuards(RolesGuard),
    ApiUnauthorizedResponse({ description: AUTHENTICATION_REQUIRED }),
    ApiForbiddenResponse({ description: roleRequiredMessage(roles) }),
  );
}

/** The confirmed user of a route guarded by SessionGuard or RolesGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<Request>().sessionUser;
  // Reached only when a route forgot its guard: refuse rather than run without a user.
  if (!user) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
  return user;
});
