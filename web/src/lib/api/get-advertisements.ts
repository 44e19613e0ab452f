import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdPosition, Advertisement } from '@strongs/contracts';
import { request } from '../request';

/** The active advertisements of one position: the admin service leaves inactive ones out. */
export function getAdvertisements(position: AdPosition, signal?: AbortSignal): Promise<Advertisement[]> {
  return request<Advertisement[]>('/api/advertisements', { params: { position }, signal });
}

export const advertisementsQueryOptions = (position: AdPosition) =>
  queryOptions({
    queryKey: ['advertisements', position],
    queryFn: ({ signal }) => getAdvertisements(position, signal),
    staleTime: 5 * 60_000,
    // An advertisement that fails to load is simply not shown: no retries holding a slot open.
    retry: false,
  });

export function useAdvertisements(position: AdPosition) {
  return useQuery(advertisementsQueryOptions(position));
}
