/** The chapter API the reader reads; reading plans show a day's text from it too. */
import { queryOptions } from '@tanstack/react-query';
import type { ChapterResponse } from '@strongs/contracts';
import { request } from '../request';
import { useLoaderQuery } from '../use-retry-on-mount';

export function getChapter(
  book: string,
  chapter: number,
  version: string,
  signal?: AbortSignal,
): Promise<ChapterResponse> {
  return request<ChapterResponse>(
    `/api/bible/chapter/${encodeURIComponent(book)}/${chapter}/${encodeURIComponent(version)}`,
    { signal },
  );
}

export const chapterQueryOptions = (book: string, chapter: number, version: string) =>
  queryOptions({
    queryKey: ['bible', 'chapter', book, chapter, version],
    queryFn: ({ signal }) => getChapter(book, chapter, version, signal),
    staleTime: 10 * 60_000,
  });

export function useChapter(book: string, chapter: number, version: string) {
  return useLoaderQuery(chapterQueryOptions(book, chapter, version));
}
