import type { SessionUserResponse } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { sessionUserQueryOptions } from '../../../lib/api/get-user';

/**
 * Shows its children only for a session the server confirms on entry (spec decision 1); a visitor
 * goes to /auth, which brings them back here after signing in.
 */
export function RequireSession({ children }: { children: (user: SessionUserResponse) => ReactNode }) {
  const location = useLocation();
  const session = useQuery({ ...sessionUserQueryOptions(), refetchOnMount: 'always' });
  const checking = session.isPending || (session.isFetching && !session.isFetchedAfterMount);

  if (checking) return <Spinner label="Checking your session…" />;
  if (session.isError) {
    return (
      <div className="card error-card" role="alert">
        <h1 className="card-title">{session.error.message}</h1>
        <p>The session could not be checked. Nothing is shown until the server confirms it.</p>
        <button type="button" className="button" onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!session.data)
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children(session.data)}</>;
}
