import type { AdminUserListResponse } from '@strongs/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
export const USERS_PER_PAGE = 20;

export interface AdminUsersQuery {
  page: number;
  /** Part of a user name; empty lists everyone. */
  q: string;
}

/** GET /api/admin/users → a page of accounts by name, with role, e-mail, creation and disabled time. */
export function getAdminUsers(
  { page, q }: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUserListResponse> {
  return request<AdminUserListResponse>('/api/admin/users', {
    params: { page, perPage: USERS_PER_PAGE, q: q.trim() },
    signal,
  });
}

/** Admin screens show what the server holds now; the previous page stays on screen while the next loads. */
export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, query],
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
