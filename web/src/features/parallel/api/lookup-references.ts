import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferenceLookupResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';

/** POST /api/reference-lookup/batch: the rstne slot's text for a list of references. */
export function lookupReferences(references: string[], signal?: AbortSignal): Promise<ReferenceLookupResponse> {
  return request<ReferenceLookupResponse>('/api/reference-lookup/batch', { method: 'POST', body: { references }, signal });
}

export const referenceLookupQueryOptions = (references: string[]) =>
  queryOptions({
    queryKey: ['reference-lookup', references],
    queryFn: ({ signal }) => lookupReferences(references, signal),
    enabled: references.length > 0,
    staleTime: 10 * 60_000,
  });

export function useReferenceLookup(references: string[], enabled = true) {
  return useQuery({ ...referenceLookupQueryOptions(references), enabled: enabled && references.length > 0 });
}
