import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceLookupResponse } from '@strongs/contracts';
import { request } from '../request';

/**
 * POST /api/reference-lookup/batch: the rstne slot's text for a list of references. `numbering` names the
 * version whose verse numbers the references carry (a WLC hit's 'Isaiah 9:5' pairs with KJV 9:6).
 */
export function lookupReferences(
  references: string[],
  signal?: AbortSignal,
  numbering?: string,
): Promise<ReferenceLookupResponse> {
  return request<ReferenceLookupResponse>('/api/reference-lookup/batch', {
    method: 'POST',
    body: numbering && numbering !== 'kjv' ? { references, numbering } : { references },
    signal,
  });
}

export const referenceLookupQueryOptions = (references: string[], numbering?: string) =>
  queryOptions({
    queryKey: ['reference-lookup', references, numbering ?? null],
    queryFn: ({ signal }) => lookupReferences(references, signal, numbering),
    enabled: references.length > 0,
    staleTime: 10 * 60_000,
  });

export function useReferenceLookup(references: string[], enabled = true, numbering?: string) {
  return useQuery({
    ...referenceLookupQueryOptions(references, numbering),
    enabled: enabled && references.length > 0,
  });
}
