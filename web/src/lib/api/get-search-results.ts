import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResponse } from '@strongs/contracts';
import { request } from '../request';
import { useLoaderQuery } from '../use-retry-on-mount';

/** Spec §9: results page size 30 (the search service's own default when the site sets none). */
export const RESULTS_PAGE_SIZE = 30;

export interface SearchParams {
  q: string;
  db?: string;
  page?: number;
  /** Absent: the site's `results_per_page`, applied by the search service, so the page need not wait for the settings. */
  perPage?: number;
  strongs?: boolean;
}

export function getSearchResults(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return request<SearchResponse>('/api/search-strongs', {
    params: {
      q: params.q,
      db: params.db,
      page: params.page ?? 1,
      perPage: params.perPage,
      strongs: params.strongs || undefined,
    },
    signal,
  });
}

export function searchResultsQueryOptions(params: SearchParams) {
  const key = {
    q: params.q.trim(),
    db: params.db ?? '',
    page: params.page ?? 1,
    perPage: params.perPage ?? 'site',
    strongs: !!params.strongs,
  };
  return queryOptions({
    queryKey: ['search', key],
    queryFn: ({ signal }) => getSearchResults(params, signal),
    // An empty query disables the search calls (spec §5).
    enabled: key.q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSearchResults(params: SearchParams) {
  return useLoaderQuery(searchResultsQueryOptions(params));
}
