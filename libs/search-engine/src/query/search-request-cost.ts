import type { SearchEngine } from '../search-engine';
import { parseSearchQuery } from './parse-query';
import { isCostlySearch } from './query-cost';

export type SearchCostClass = 'cheap' | 'costly';

/** A word search's query string as it arrives (`?q=&sort=&page=`), before any validation. */
export interface SearchRequestParams {
  q?: unknown;
  sort?: unknown;
  page?: unknown;
}

/**
 * The cost class of a word search by the search service's own rule (isCostlySearch), for a caller that holds
 * only the query string: the gateway weighs each address's budget with it, so an address sending costly
 * searches back to back is refused at the edge. Input the service would reject is cheap (its 400 runs no
 * search); a reference sorted by relevance counts as costly here though the service looks it up directly.
 */
export function searchRequestCost(
  params: SearchRequestParams,
  engine: SearchEngine['name'] = 'postgres',
): SearchCostClass {
  const q = typeof params.q === 'string' ? params.q.trim() : '';
  if (!q) return 'cheap';
  const sort = params.sort === 'relevance' ? 'relevance' : undefined;
  const page = typeof params.page === 'string' && /^\d{1,9}$/.test(params.page) ? Number(params.page) : 1;
  try {
    return isCostlySearch(parseSearchQuery(q), sort, Math.max(1, page), engine) ? 'costly' : 'cheap';
  } catch {
    return 'cheap';
  }
}
