import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StrongsDefinitionResponse } from '@strongs/contracts';
import { DICTIONARY_QUERY_DEFAULTS } from '../../../lib/query-client';
import { request } from '../../../lib/request';

/** Occurrences per page on the entry page's list. */
export const OCCURRENCES_PAGE_SIZE = 100;

export function getStrongsDefinition(
  strongsNumber: string,
  page = 1,
  limit = OCCURRENCES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<StrongsDefinitionResponse> {
  return request<StrongsDefinitionResponse>(`/api/strongs/definition/${encodeURIComponent(strongsNumber)}`, {
    params: { page, limit },
    signal,
  });
}

export const strongsDefinitionQueryOptions = (
  strongsNumber: string,
  page = 1,
  limit = OCCURRENCES_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: ['strongs', 'definition', strongsNumber.toUpperCase(), page, limit],
    queryFn: ({ signal }) => getStrongsDefinition(strongsNumber, page, limit, signal),
    placeholderData: keepPreviousData,
    ...DICTIONARY_QUERY_DEFAULTS,
  });

export function useStrongsDefinition(
  strongsNumber: string,
  page = 1,
  limit = OCCURRENCES_PAGE_SIZE,
  enabled = true,
) {
  return useQuery({
    ...strongsDefinitionQueryOptions(strongsNumber, page, limit),
    enabled: enabled && !!strongsNumber,
  });
}
