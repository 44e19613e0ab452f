import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StrongsVersesResponse } from '@strongs/contracts';
import { request } from '../request';

/** Verses tagged with a number, 10 a page, for the Lexicon dialog's example verses. */
export const EXAMPLE_VERSES_PAGE_SIZE = 10;

export function getStrongsVerses(
  strongsNumber: string,
  page: number,
  signal?: AbortSignal,
): Promise<StrongsVersesResponse> {
  return request<StrongsVersesResponse>(
    `/api/strongs/search-by-number/${encodeURIComponent(strongsNumber)}`,
    {
      params: { page, limit: EXAMPLE_VERSES_PAGE_SIZE },
      signal,
    },
  );
}

export const strongsVersesQueryOptions = (strongsNumber: string, page: number) =>
  queryOptions({
    queryKey: ['strongs', 'verses', strongsNumber.toUpperCase(), page],
    queryFn: ({ signal }) => getStrongsVerses(strongsNumber, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 3_600_000,
    retry: false,
  });

export function useStrongsVerses(strongsNumber: string, page: number, enabled = true) {
  return useQuery({ ...strongsVersesQueryOptions(strongsNumber, page), enabled });
}
