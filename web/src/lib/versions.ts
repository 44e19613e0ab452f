import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionDetails } from '@strongs/contracts';
import { request } from './request';

/** GET /api/bible/versions?details=true: every text slot, installed or not, with its credits. Shared by the features. */
export function getVersions(signal?: AbortSignal): Promise<VersionDetails[]> {
  return request<VersionDetails[]>('/api/bible/versions', { params: { details: true }, signal });
}

export const versionsQueryOptions = () =>
  queryOptions({ queryKey: ['bible', 'versions', 'details'], queryFn: ({ signal }) => getVersions(signal), staleTime: 10 * 60_000 });

export function useVersions() {
  return useQuery(versionsQueryOptions());
}
