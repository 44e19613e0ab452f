import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RstneSearchResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';

/** The RSTNE search of the test pages (spec §7: the test page sends `query` and `limit=10`). */
export function searchRstne(query: string, limit = 10, signal?: AbortSignal): Promise<RstneSearchResponse> {
  return request<RstneSearchResponse>('/api/rstne/search', { params: { query, limit }, signal });
}

export const rstneSearchQueryOptions = (query: string, limit = 10) =>
  queryOptions({
    queryKey: ['rstne', 'search', query, limit],
    queryFn: ({ signal }) => searchRstne(query, limit, signal),
    staleTime: 10 * 60_000,
    // A diagnostic page shows a failure at once rather than after three retries.
    retry: false,
  });

export function useRstneSearch(query: string, limit = 10) {
  return useQuery(rstneSearchQueryOptions(query, limit));
}
