import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportError } from '../lib/report-error';
import { CrashNotice } from './error-boundary';
import { NotFoundPage } from './not-found-page';

/** Route-level error element: unknown routes get the 404 page; thrown errors are reported. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) void reportError(error);
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <CrashNotice />;
}
