import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionDetails } from '@strongs/contracts';
import { request } from '../../../lib/request';

export function getVersions(signal?: AbortSignal): Promise<VersionDetails[]> {
  return request<VersionDetails[]>('/api/bible/versions', { params: { details: true }, signal });
}

export const versionsQueryOptions = () =>
  queryOptions({ queryKey: ['bible', 'versions', 'details'], queryFn: ({ signal }) => getVersions(signal), staleTime: 10 * 60_000 });

export function useVersions() {
  return useQuery(versionsQueryOptions());
}

/** Spec §3: the search form offers these codes; those not installed are shown as such and cannot be chosen. */
export const SEARCH_FORM_VERSIONS = ['kjv', 'nkjv', 'rstne', 'asv', 'web', 'net'] as const;

export function versionLabel(code: string): string {
  if (code === 'rstne') return 'RSTNE';
  if (code === 'tr') return 'Textus Receptus';
  if (code === 'he_modern') return 'Modern Hebrew Bible';
  return code.toUpperCase();
}
