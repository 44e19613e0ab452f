import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrossReferencesResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';

export function getCrossReferences(
  book: number,
  chapter: number,
  verse: number,
  signal?: AbortSignal,
): Promise<CrossReferencesResponse> {
  return request<CrossReferencesResponse>(`/api/bible/cross-references/${book}/${chapter}/${verse}`, {
    params: { limit: 20 },
    signal,
  });
}

export const crossReferencesQueryOptions = (book: number, chapter: number, verse: number) =>
  queryOptions({
    queryKey: ['bible', 'cross-references', book, chapter, verse],
    queryFn: ({ signal }) => getCrossReferences(book, chapter, verse, signal),
    staleTime: 10 * 60_000,
  });

export function useCrossReferences(book: number, chapter: number, verse: number | undefined) {
  return useQuery({
    ...crossReferencesQueryOptions(book, chapter, verse ?? 0),
    enabled: !!verse && book > 0,
  });
}
