import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerseTextResponse } from '@strongs/contracts';
import { request } from '../request';

/** A KJV-numbered verse; `fallback` names a version the server answers from when `version` lacks the verse. */
export function getBibleVerse(
  book: number,
  chapter: number,
  verse: number,
  version: string,
  signal?: AbortSignal,
  fallback?: string,
): Promise<VerseTextResponse> {
  const query = fallback ? `?fallback=${encodeURIComponent(fallback)}` : '';
  return request<VerseTextResponse>(
    `/api/bible/verse/${book}/${chapter}/${verse}/${encodeURIComponent(version)}${query}`,
    { signal },
  );
}

export const bibleVerseQueryOptions = (
  book: number,
  chapter: number,
  verse: number,
  version: string,
  fallback?: string,
) =>
  queryOptions({
    queryKey: ['bible', 'verse', book, chapter, verse, version, fallback ?? null],
    queryFn: ({ signal }) => getBibleVerse(book, chapter, verse, version, signal, fallback),
    staleTime: 10 * 60_000,
  });

export function useBibleVerse(
  book: number,
  chapter: number,
  verse: number,
  version: string,
  enabled = true,
  fallback?: string,
) {
  return useQuery({ ...bibleVerseQueryOptions(book, chapter, verse, version, fallback), enabled });
}
