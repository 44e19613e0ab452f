import type { SessionUserResponse } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { sessionUserQueryOptions } from '../../../lib/api/get-user';
import { useLogoutAction } from '../../../lib/api/logout';

/** Spec §9: the redirect after a failed guard waits about 100 ms. */
export const GUARD_REDIRECT_DELAY_MS = 100;

/**
 * /admin guard (spec §2, decision 1): the server is asked on every entry; only a session it confirms
 * counts, and only the admin role opens the dashboard (the server enforces the role on every call too).
 */
export function AdminGuard({ children }: { children: (user: SessionUserResponse) => ReactNode }) {
  const navigate = useNavigate();
  const session = useQuery({ ...sessionUserQueryOptions(), refetchOnMount: 'always' });
  const { logout, isPending: loggingOut } = useLogoutAction();
  const checking = session.isPending || (session.isFetching && !session.isFetchedAfterMount);
  const noSession = !checking && session.isSuccess && session.data === null;

  useEffect(() => {
    if (!noSession) return;
    const timer = window.setTimeout(
      () => void navigate('/auth', { replace: true, state: { from: '/admin' } }),
      GUARD_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [noSession, navigate]);

  if (checking) return <Spinner label="Checking your session…" />;
  if (session.isError) {
    return (
      <div className="card error-card" role="alert">
        <h1 className="card-title">Failed to fetch user data</h1>
        <p>The session could not be checked. Nothing is shown until the server confirms it.</p>
        <button type="button" className="button" onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!session.data) {
    return (
      <div className="admin-redirect" role="status">
        <h1>Authentication required</h1>
        <p>Please log in to access the admin panel.</p>
        <p>Redirecting to login...</p>
      </div>
    );
  }
  if (session.data.role !== 'admin') {
    return (
      <div className="card error-card admin-forbidden" role="alert">
        <h1 className="card-title">403 · Administrator access required</h1>
        <p>
          You are signed in as <strong>{session.data.username}</strong>, which is not an administrator
          account. The admin dashboard is only open to administrators.
        </p>
        <div className="actions">
          <Link to="/" className="button button-primary">
            Back to the site
          </Link>
          <button type="button" className="button" onClick={logout} disabled={loggingOut}>
            Logout and sign in as an administrator
          </button>
        </div>
      </div>
    );
  }
  return <>{children(session.data)}</>;
}
