import { errorMessage, isBadRequest } from '../../../lib/request';

/**
 * Why a search failed. A 400 carries the server's reason ("qal is not a parsing feature of Greek
 * words …"), which the reader needs to fix the query, so it stays on the page rather than only in a toast.
 */
export function SearchError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!isBadRequest(error))
    return (
      <p className="muted" role="status">
        {fallback}
      </p>
    );
  return (
    <div className="card error-card" role="alert">
      <h2 className="card-title">The search could not be run</h2>
      <p>{errorMessage(error, fallback)}</p>
    </div>
  );
}
