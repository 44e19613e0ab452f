import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConcordanceResponse } from '@strongs/contracts';
import { DICTIONARY_QUERY_DEFAULTS } from '../../../lib/query-client';
import { request } from '../../../lib/request';

/** Occurrences per page of the concordance list. */
export const CONCORDANCE_PAGE_SIZE = 50;

export interface ConcordanceQuery {
  strongsNumber: string;
  page: number;
  /** Only this form (and, with `morph`, this parsing of it). */
  form?: string;
  morph?: string;
  /** 'byz' for the Byzantine text; otherwise the number's default edition. */
  edition?: string;
}

export function getConcordance(
  { strongsNumber, page, form, morph, edition }: ConcordanceQuery,
  signal?: AbortSignal,
): Promise<ConcordanceResponse> {
  return request<ConcordanceResponse>(`/api/strongs/concordance/${encodeURIComponent(strongsNumber)}`, {
    params: { page, perPage: CONCORDANCE_PAGE_SIZE, form, morph: form ? morph : undefined, edition },
    signal,
  });
}

export const concordanceQueryOptions = (query: ConcordanceQuery) =>
  queryOptions({
    queryKey: [
      'strongs',
      'concordance',
      query.strongsNumber.toUpperCase(),
      query.edition ?? '',
      query.form ?? '',
      query.morph ?? '',
      query.page,
    ],
    queryFn: ({ signal }) => getConcordance(query, signal),
    placeholderData: keepPreviousData,
    ...DICTIONARY_QUERY_DEFAULTS,
  });

export function useConcordance(query: ConcordanceQuery) {
  return useQuery({ ...concordanceQueryOptions(query), enabled: !!query.strongsNumber });
}
