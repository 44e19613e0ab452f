import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterlinearChapter } from '@strongs/contracts';
import { request } from '../../../lib/request';

export function getInterlinearChapter(book: string, chapter: number, signal?: AbortSignal): Promise<InterlinearChapter> {
  return request<InterlinearChapter>(`/api/interlinear/${encodeURIComponent(book)}/${chapter}`, { signal });
}

export const interlinearChapterQueryOptions = (book: string, chapter: number) =>
  queryOptions({
    queryKey: ['interlinear', 'chapter', book, chapter],
    queryFn: ({ signal }) => getInterlinearChapter(book, chapter, signal),
    staleTime: 60 * 60_000,
  });

export function useInterlinearChapter(book: string, chapter: number, enabled: boolean) {
  return useQuery({ ...interlinearChapterQueryOptions(book, chapter), enabled });
}
