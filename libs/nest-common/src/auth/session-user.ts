import type { UserRole } from '@strongs/contracts';

/** Who a session belongs to; the only thing a session holds besides its creation time. */
export interface SessionUser {
  id: number;
  username: string;
  role: UserRole;
}

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    createdAt?: string;
    testUser?: boolean;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by SessionGuard/RolesGuard after the user was confirmed against the users table. */
      sessionUser?: SessionUser;
    }
  }
}

export const AUTHENTICATION_REQUIRED = 'Authentication required';

export function roleRequiredMessage(roles: readonly UserRole[]): string {
  const names = roles.map((role) => role.charAt(0).toUpperCase() + role.slice(1));
  return `${names.join(' or ')} role required`;
}
