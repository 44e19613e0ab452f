import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  CommentariesByVerseResponse,
  CommentarySectionsResponse,
  CommentaryWorksResponse,
} from '@strongs/contracts';
import { request } from '../request';

/** Blocks per page when a comment is read in full ("Read more"). */
export const COMMENTARY_PAGE_BLOCKS = 200;
const STALE_MS = 10 * 60_000;

export function getCommentariesByVerse(
  book: number,
  chapter: number,
  verse: number,
  signal?: AbortSignal,
): Promise<CommentariesByVerseResponse> {
  return request<CommentariesByVerseResponse>(`/api/commentaries/by-verse/${book}/${chapter}/${verse}`, {
    signal,
  });
}

export const commentariesByVerseQueryOptions = (book: number, chapter: number, verse: number) =>
  queryOptions({
    queryKey: ['commentaries', 'by-verse', book, chapter, verse],
    queryFn: ({ signal }) => getCommentariesByVerse(book, chapter, verse, signal),
    staleTime: STALE_MS,
  });

/** Every commentary's sections on a verse, each cut to a preview; loads only when `enabled`. */
export function useCommentariesByVerse(book: number, chapter: number, verse: number, enabled = true) {
  return useQuery({
    ...commentariesByVerseQueryOptions(book, chapter, verse),
    enabled: enabled && verse > 0,
  });
}

export interface SectionAddress {
  work: string;
  book: number;
  chapter: number;
  verse: number;
}

export function getCommentarySections(
  { work, book, chapter, verse }: SectionAddress,
  blockOffset: number,
  signal?: AbortSignal,
): Promise<CommentarySectionsResponse> {
  return request<CommentarySectionsResponse>(
    `/api/commentaries/${encodeURIComponent(work)}/${book}/${chapter}/${verse}`,
    { params: { blockOffset, blockLimit: COMMENTARY_PAGE_BLOCKS }, signal },
  );
}

/** One work's comment on a verse page by page, from its first block (a psalm of the Treasury runs long). */
export const commentaryPagesQueryOptions = (address: SectionAddress) =>
  infiniteQueryOptions({
    queryKey: ['commentaries', address.work, address.book, address.chapter, address.verse],
    queryFn: ({ pageParam, signal }) => getCommentarySections(address, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) => {
      const longest = Math.max(0, ...last.sections.map((s) => s.blockCount));
      const next = offset + COMMENTARY_PAGE_BLOCKS;
      return next < longest ? next : undefined;
    },
    staleTime: STALE_MS,
  });

export function useCommentaryPages(address: SectionAddress) {
  return useInfiniteQuery(commentaryPagesQueryOptions(address));
}

export const commentaryWorksQueryOptions = () =>
  queryOptions({
    queryKey: ['commentaries', 'works'],
    queryFn: ({ signal }) => request<CommentaryWorksResponse>('/api/commentaries', { signal }),
    staleTime: STALE_MS,
  });

export function useCommentaryWorks() {
  return useQuery(commentaryWorksQueryOptions());
}
