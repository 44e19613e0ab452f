import { Navigate, useSearchParams } from 'react-router-dom';

/** /search?q=… is the spec's link target for See All and Back; it is the results page. */
export function SearchRedirect() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();
  if (!q) return <Navigate to="/" replace />;
  const next = new URLSearchParams(params);
  return <Navigate to={`/results?${next.toString()}`} replace />;
}

export default SearchRedirect;
