import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RstneVerseResponse } from '@strongs/contracts';
import { request } from '../request';

export function getRstneVerse(
  bookName: string,
  chapter: number,
  verse: number,
  signal?: AbortSignal,
): Promise<RstneVerseResponse> {
  return request<RstneVerseResponse>(`/api/rstne/verse/${encodeURIComponent(bookName)}/${chapter}/${verse}`, {
    signal,
  });
}

export const rstneVerseQueryOptions = (bookName: string, chapter: number, verse: number) =>
  queryOptions({
    queryKey: ['rstne', 'verse', bookName, chapter, verse],
    queryFn: ({ signal }) => getRstneVerse(bookName, chapter, verse, signal),
    staleTime: 10 * 60_000,
  });

export function useRstneVerse(bookName: string, chapter: number, verse: number, enabled = true) {
  return useQuery({ ...rstneVerseQueryOptions(bookName, chapter, verse), enabled });
}
