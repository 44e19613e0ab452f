import { queryOptions } from '@tanstack/react-query';
import type { ReferenceLookupResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';

/**
 * POST /api/reference-lookup/batch for one version: each KJV-numbered verse reference answered with that
 * version's text, through the server's versification map (WLC Malachi 3:19 answers KJV Malachi 4:1).
 */
export function getPassageTexts(
  references: string[],
  version: string,
  signal?: AbortSignal,
): Promise<ReferenceLookupResponse> {
  return request<ReferenceLookupResponse>('/api/reference-lookup/batch', {
    method: 'POST',
    body: { references, version },
    signal,
  });
}

export const passageTextsQueryOptions = (references: string[], version: string) =>
  queryOptions({
    queryKey: ['compare', version, references],
    queryFn: ({ signal }) => getPassageTexts(references, version, signal),
    enabled: references.length > 0,
    staleTime: 10 * 60_000,
  });
