import type { AdminReferenceWork, AdminReferenceWorksResponse } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { adminQueryOptions } from '../lib/admin-query';

export const ADMIN_REFERENCE_WORKS_KEY = ['admin', 'reference-works'] as const;

/** GET /api/admin/reference-works → every commentary and topical work with its live and kept generations. */
export async function getAdminReferenceWorks(signal?: AbortSignal): Promise<AdminReferenceWork[]> {
  return (await request<AdminReferenceWorksResponse>('/api/admin/reference-works', { signal })).works;
}

export const adminReferenceWorksQueryOptions = () =>
  adminQueryOptions(ADMIN_REFERENCE_WORKS_KEY, getAdminReferenceWorks);

export function useAdminReferenceWorks() {
  return useQuery(adminReferenceWorksQueryOptions());
}
