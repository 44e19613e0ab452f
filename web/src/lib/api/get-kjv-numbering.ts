import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KjvNumberingResponse } from '@strongs/contracts';
import { request } from '../request';

/** GET /api/bible/kjv-numbering/...: the KJV verse(s) a verse numbered as `version` numbers it is. */
export function getKjvNumbering(
  book: number,
  chapter: number,
  verse: number,
  version: string,
  signal?: AbortSignal,
): Promise<KjvNumberingResponse> {
  return request<KjvNumberingResponse>(
    `/api/bible/kjv-numbering/${book}/${chapter}/${verse}/${encodeURIComponent(version)}`,
    { signal },
  );
}

export const kjvNumberingQueryOptions = (book: number, chapter: number, verse: number, version: string) =>
  queryOptions({
    queryKey: ['bible', 'kjv-numbering', book, chapter, verse, version],
    queryFn: ({ signal }) => getKjvNumbering(book, chapter, verse, version, signal),
    staleTime: 10 * 60_000,
  });

export function useKjvNumbering(
  book: number,
  chapter: number,
  verse: number,
  version: string,
  enabled = true,
) {
  return useQuery({ ...kjvNumberingQueryOptions(book, chapter, verse, version), enabled });
}
