import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_DICTIONARY_PAGE_SIZE, type DictionaryListResponse } from '@strongs/contracts';
import { DICTIONARY_QUERY_DEFAULTS } from '../query-client';
import { request } from '../request';

export type DictionaryLanguage = 'all' | 'hebrew' | 'greek';

export interface DictionaryListParams {
  language: DictionaryLanguage;
  query: string;
  page: number;
  limit: number;
}

/** All entries go to /search, a language to /hebrew or /greek; the text is trimmed and sent only when not empty (spec §5). */
export function listDictionaryEntries(
  params: DictionaryListParams,
  signal?: AbortSignal,
): Promise<DictionaryListResponse> {
  const path = params.language === 'all' ? '/api/dictionary/search' : `/api/dictionary/${params.language}`;
  return request<DictionaryListResponse>(path, {
    params: {
      page: params.page,
      limit: params.limit || DEFAULT_DICTIONARY_PAGE_SIZE,
      query: params.query.trim() || undefined,
    },
    signal,
  });
}

export const dictionaryListQueryOptions = (params: DictionaryListParams) =>
  queryOptions({
    queryKey: ['dictionary', 'list', params.language, params.query.trim(), params.page, params.limit],
    queryFn: ({ signal }) => listDictionaryEntries(params, signal),
    placeholderData: keepPreviousData,
    ...DICTIONARY_QUERY_DEFAULTS,
  });

export function useDictionaryEntries(params: DictionaryListParams) {
  return useQuery(dictionaryListQueryOptions(params));
}
