import type { AdminVersion, AdminVersionsResponse } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { adminQueryOptions } from '../lib/admin-query';

export const ADMIN_VERSIONS_KEY = ['admin', 'versions'] as const;

/** GET /api/admin/versions → every slot with its installed and previous generation. */
export async function getAdminVersions(signal?: AbortSignal): Promise<AdminVersion[]> {
  return (await request<AdminVersionsResponse>('/api/admin/versions', { signal })).versions;
}

export const adminVersionsQueryOptions = () => adminQueryOptions(ADMIN_VERSIONS_KEY, getAdminVersions);

export function useAdminVersions() {
  return useQuery(adminVersionsQueryOptions());
}
