import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerseTopicsResponse } from '@strongs/contracts';
import { request } from '../request';

/** The topics of Nave's Topical Bible citing a KJV verse (beside the reader and in the STRONGS dialog). */
export function getVerseTopics(
  book: number,
  chapter: number,
  verse: number,
  signal?: AbortSignal,
): Promise<VerseTopicsResponse> {
  return request<VerseTopicsResponse>(`/api/topics/by-verse/${book}/${chapter}/${verse}`, { signal });
}

export const verseTopicsQueryOptions = (book: number, chapter: number, verse: number) =>
  queryOptions({
    queryKey: ['topics', 'by-verse', book, chapter, verse],
    queryFn: ({ signal }) => getVerseTopics(book, chapter, verse, signal),
    staleTime: 10 * 60_000,
  });

export function useVerseTopics(book: number, chapter: number, verse: number, enabled = true) {
  return useQuery({
    ...verseTopicsQueryOptions(book, chapter, verse),
    enabled: enabled && book > 0 && verse > 0,
  });
}
