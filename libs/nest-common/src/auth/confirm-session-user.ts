import { UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { endSession } from './session-actions';
import { AUTHENTICATION_REQUIRED, type SessionUser } from './session-user';
import type { SessionAccount, SessionUserLookup } from './session-user-lookup';

/** A session outlives neither its account, nor the account's disabling, nor a later password change. */
function sessionStillValid(
  account: SessionAccount | null,
  createdAt: string | undefined,
): account is SessionAccount {
  if (!account || account.disabled) return false;
  if (!account.sessionsValidAfter) return true;
  return createdAt !== undefined && new Date(createdAt).getTime() >= account.sessionsValidAfter.getTime();
}

/**
 * The session names a user; the users table says whether that user still exists and with which
 * role. A session the server cannot confirm is no session (spec decision 1): it is ended, and the
 * answer is null.
 */
export async function findSessionUser(req: Request, users: SessionUserLookup): Promise<SessionUser | null> {
  const claimed = req.session?.user;
  if (!claimed) return null;
  const account = await users.findById(claimed.id);
  if (!sessionStillValid(account, req.session.createdAt)) {
    await endSession(req);
    return null;
  }
  const current: SessionUser = { id: account.id, username: account.username, role: account.role };
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
