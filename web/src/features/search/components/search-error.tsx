import { Link } from 'react-router-dom';
import { errorMessage, isClientError } from '../../../lib/request';
import { resultsPath } from '../../../lib/results-path';
import type { SearchFix } from './search-fixes';

/** The one-click ways out, as links that keep the search one shareable address. */
export function SearchFixLinks({ fixes }: { fixes: readonly SearchFix[] }) {
  if (fixes.length === 0) return null;
  return (
    <p className="search-fixes">
      {fixes.map((fix) => (
        <Link key={fix.db} className="button" to={resultsPath(fix.q, fix.db)}>
          {fix.label}
        </Link>
      ))}
    </p>
  );
}

/**
 * Why a search failed. A refusal (400: "qal is not a parsing feature of Greek words …"; 404: "Reference
 * not found: John 3:99") carries the server's reason, which the reader needs to fix the query, so it stays
 * on the page rather than only in a toast, with a way out where there is one.
 */
export function SearchError({
  error,
  fallback,
  fixes = [],
}: {
  error: unknown;
  fallback: string;
  fixes?: readonly SearchFix[];
}) {
  if (!isClientError(error))
    return (
      <p className="muted" role="status">
        {fallback}
      </p>
    );
  return (
    <div className="card error-card" role="alert">
      <h2 className="card-title">The search could not be run</h2>
      <p>{errorMessage(error, fallback)}</p>
      <SearchFixLinks fixes={fixes} />
    </div>
  );
}
