import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictionaryEntryResponse } from '@strongs/contracts';
import { DICTIONARY_QUERY_DEFAULTS } from '../query-client';
import { request } from '../request';

export function getDictionaryEntry(
  strongsNumber: string,
  signal?: AbortSignal,
): Promise<DictionaryEntryResponse> {
  return request<DictionaryEntryResponse>(`/api/dictionary/${encodeURIComponent(strongsNumber)}`, { signal });
}

export const dictionaryEntryQueryOptions = (strongsNumber: string) =>
  queryOptions({
    queryKey: ['dictionary', 'entry', strongsNumber.toUpperCase()],
    queryFn: ({ signal }) => getDictionaryEntry(strongsNumber, signal),
    ...DICTIONARY_QUERY_DEFAULTS,
  });

export function useDictionaryEntry(strongsNumber: string, enabled = true) {
  return useQuery({ ...dictionaryEntryQueryOptions(strongsNumber), enabled: enabled && !!strongsNumber });
}
