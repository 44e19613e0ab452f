import { UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { endSession } from './session-actions';
import { AUTHENTICATION_REQUIRED, type SessionUser } from './session-user';
import type { SessionUserLookup } from './session-user-lookup';

/**
 * The session names a user; the users table says whether that user still exists and with which
 * role. A session the server cannot confirm is no session (spec decision 1): it is ended, and the
 * answer is null.
 */
export async function findSessionUser(req: Request, users: SessionUserLookup): Promise<SessionUser | null> {
  const claimed = req.session?.user;
  if (!claimed) return null;
  const current = await users.findById(claimed.id);
  if (!current) {
    await endSession(req);
    return null;
  }
  if (current.username !== claimed.username || current.role !== claimed.role) req.session.user = current;
  req.sessionUser = current;
  return current;
}

/** As findSessionUser, for routes that require a session: 401 'Authentication required' without one. */
export async function confirmSessionUser(req: Request, users: SessionUserLookup): Promise<SessionUser> {
  const user = await findSessionUser(req, users);
  if (!user) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
  return user;
}
