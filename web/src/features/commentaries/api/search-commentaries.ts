import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentarySearchResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';

export const COMMENTARY_RESULTS_PER_PAGE = 20;

export function searchCommentaries(
  q: string,
  work: string,
  page: number,
  signal?: AbortSignal,
): Promise<CommentarySearchResponse> {
  return request<CommentarySearchResponse>('/api/commentaries/search', {
    params: { q, work, page, perPage: COMMENTARY_RESULTS_PER_PAGE },
    signal,
  });
}

export const commentarySearchQueryOptions = (q: string, work: string, page: number) =>
  queryOptions({
    queryKey: ['commentaries', 'search', q, work, page],
    queryFn: ({ signal }) => searchCommentaries(q, work, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });

export function useCommentarySearch(q: string, work: string, page: number) {
  return useQuery({ ...commentarySearchQueryOptions(q, work, page), enabled: q.trim().length > 0 });
}
