import { UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { endSession } from './session-actions';
import { AUTHENTICATION_REQUIRED, type SessionUser } from './session-user';
import type { SessionUserLookup } from './session-user-lookup';

/**
 * The session names a user; the users table says whether that user still exists and with which
 * role. A session the server cannot confirm is no session (spec decision 1).
 */
export async function confirmSessionUser(req: Request, users: SessionUserLookup): Promise<SessionUser> {
  const claimed = req.session?.user;
  if (!claimed) throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
  const current = await users.findById(claimed.id);
  if (!current) {
    await endSession(req);
    throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
  }
  if (current.username !== claimed.username || current.role !== claimed.role) req.session.user = current;
  req.sessionUser = current;
  return current;
}
