import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterlinearChapter, InterlinearVerse } from '@strongs/contracts';
import { request } from './request';

/** The editions the interlinear API serves: the Leningrad Codex for the OT, the TR and the Byzantine text for the NT. */
export const ORIGINAL_EDITIONS = ['wlc', 'tr', 'byz'] as const;

export function isOriginalEdition(version: string | undefined): boolean {
  return (ORIGINAL_EDITIONS as readonly string[]).includes(version ?? '');
}

// The words of a text never change between imports of the same edition, so they are kept for an hour.
const STALE_TIME = 60 * 60_000;

/** GET /api/interlinear/{book}/{chapter}: a KJV chapter's verses, each with the original words under it. */
export function getInterlinearChapter(
  book: string | number,
  chapter: number,
  edition?: string,
  signal?: AbortSignal,
): Promise<InterlinearChapter> {
  return request<InterlinearChapter>(`/api/interlinear/${encodeURIComponent(String(book))}/${chapter}`, {
    params: { edition },
    signal,
  });
}

export const interlinearChapterQueryOptions = (book: string | number, chapter: number, edition?: string) =>
  queryOptions({
    queryKey: ['interlinear', 'chapter', String(book), chapter, edition ?? 'default'],
    queryFn: ({ signal }) => getInterlinearChapter(book, chapter, edition, signal),
    staleTime: STALE_TIME,
  });

export function useInterlinearChapter(
  book: string | number,
  chapter: number,
  enabled: boolean,
  edition?: string,
) {
  return useQuery({ ...interlinearChapterQueryOptions(book, chapter, edition), enabled });
}

/** GET /api/interlinear/{book}/{chapter}/{verse}: the original words under one KJV verse. */
export function getInterlinearVerse(
  book: string | number,
  chapter: number,
  verse: number,
  edition?: string,
  signal?: AbortSignal,
): Promise<InterlinearVerse> {
  return request<InterlinearVerse>(
    `/api/interlinear/${encodeURIComponent(String(book))}/${chapter}/${verse}`,
    { params: { edition }, signal },
  );
}

export const interlinearVerseQueryOptions = (
  book: string | number,
  chapter: number,
  verse: number,
  edition?: string,
) =>
  queryOptions({
    queryKey: ['interlinear', 'verse', String(book), chapter, verse, edition ?? 'default'],
    queryFn: ({ signal }) => getInterlinearVerse(book, chapter, verse, edition, signal),
    staleTime: STALE_TIME,
  });

export function useInterlinearVerse(
  book: string | number,
  chapter: number,
  verse: number,
  enabled: boolean,
  edition?: string,
) {
  return useQuery({ ...interlinearVerseQueryOptions(book, chapter, verse, edition), enabled });
}
