import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_DATABASE = 'DB1';

export interface SearchState {
  q: string;
  db: string;
  page: number;
  /** Undefined when the address does not say: the page then uses the visitor's or the site's default. */
  parallel?: boolean;
  includeRstne: boolean;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    // The home form sends `version`; the results page writes `db` (spec §2).
    db: params.get('db') ?? params.get('version') ?? DEFAULT_DATABASE,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    parallel: params.has('parallel') ? params.get('parallel') === 'true' : undefined,
    includeRstne: params.get('includeRstne') === 'true',
  };
}

/** DB1 is the default database, the KJV. */
export function versionOf(db: string): string {
  return db.toUpperCase() === DEFAULT_DATABASE ? 'kjv' : db.toLowerCase();
}

export function searchStateParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams({ q: state.q, db: state.db, page: String(state.page) });
  if (state.parallel !== undefined) params.set('parallel', String(state.parallel));
  if (state.includeRstne) params.set('includeRstne', 'true');
  return params;
}

/** The search state lives in the address and is re-read whenever it changes (spec §4). */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const update = useCallback(
    (patch: Partial<SearchState>, options: { replace?: boolean } = {}) => {
      setParams((current) => searchStateParams({ ...readSearchState(current), ...patch }), options);
    },
    [setParams],
  );
  return { ...state, update };
}
