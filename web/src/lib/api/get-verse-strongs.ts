import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerseStrongsResponse } from '@strongs/contracts';
import { DICTIONARY_QUERY_DEFAULTS } from '../query-client';
import { request } from '../request';

export function getVerseStrongs(
  book: number | string,
  chapter: number,
  verse: number,
  signal?: AbortSignal,
): Promise<VerseStrongsResponse> {
  return request<VerseStrongsResponse>(
    `/api/strongs/verse/${encodeURIComponent(String(book))}/${chapter}/${verse}`,
    { signal },
  );
}

export const verseStrongsQueryOptions = (book: number | string, chapter: number, verse: number) =>
  queryOptions({
    queryKey: ['strongs', 'verse', String(book), chapter, verse],
    queryFn: ({ signal }) => getVerseStrongs(book, chapter, verse, signal),
    ...DICTIONARY_QUERY_DEFAULTS,
  });

/** Loads only when `enabled` (the dialog is open): spec §4. */
export function useVerseStrongs(book: number | string, chapter: number, verse: number, enabled = true) {
  return useQuery({ ...verseStrongsQueryOptions(book, chapter, verse), enabled });
}
