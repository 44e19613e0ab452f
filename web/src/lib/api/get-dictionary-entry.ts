import { queryOptions } from '@tanstack/react-query';
import type { DictionaryEntryResponse } from '@strongs/contracts';
import { DICTIONARY_QUERY_DEFAULTS } from '../query-client';
import { request } from '../request';
import { useLoaderQuery } from '../use-retry-on-mount';

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
  return useLoaderQuery({
    ...dictionaryEntryQueryOptions(strongsNumber),
    enabled: enabled && !!strongsNumber,
  });
}
