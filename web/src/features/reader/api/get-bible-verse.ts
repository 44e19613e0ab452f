import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerseTextResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';

export function getBibleVerse(book: number, chapter: number, verse: number, version: string, signal?: AbortSignal): Promise<VerseTextResponse> {
  return request<VerseTextResponse>(`/api/bible/verse/${book}/${chapter}/${verse}/${encodeURIComponent(version)}`, { signal });
}

export const bibleVerseQueryOptions = (book: number, chapter: number, verse: number, version: string) =>
  queryOptions({ queryKey: ['bible', 'verse', book, chapter, verse, version], queryFn: ({ signal }) => getBibleVerse(book, chapter, verse, version, signal), staleTime: 10 * 60_000 });

export function useBibleVerse(book: number, chapter: number, verse: number, version: string, enabled = true) {
  return useQuery({ ...bibleVerseQueryOptions(book, chapter, verse, version), enabled });
}
