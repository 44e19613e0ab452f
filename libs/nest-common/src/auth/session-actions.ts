import type { Request } from 'express';
import type { SessionUser } from './session-user';

function promised(run: (done: (err?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) =>
    run((err) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve())),
  );
}

/** A fresh session id for `user`: the old id is deleted from the store, so a planted id is worthless. */
export async function startSession(
  req: Request,
  user: SessionUser,
  extra: { testUser?: boolean } = {},
): Promise<string> {
  if (!req.session) throw new Error('The session middleware is not mounted');
  await promised((done) => req.session.regenerate(done));
  req.session.user = { id: user.id, username: user.username, role: user.role };
  req.session.createdAt = new Date().toISOString();
  if (extra.testUser) req.session.testUser = true;
  await promised((done) => req.session.save(done));
  return req.sessionID;
}

/** Deletes the session from the store; the caller clears the cookie. */
export async function endSession(req: Request): Promise<void> {
  if (!req.session) return;
  await promised((done) => req.session.destroy(done));
}

export function sessionUserOf(req: Request): SessionUser | undefined {
  return req.session?.user;
}
