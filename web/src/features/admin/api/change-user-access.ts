import type { AdminUserActionResponse } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADMIN_USERS_KEY } from './get-admin-users';

/** disable: cannot sign in and signed out everywhere; enable: may sign in again; unlock: failed sign-ins forgotten. */
export type UserAccessAction = 'disable' | 'enable' | 'unlock';

/** POST /api/admin/users/{id}/{action}: the server answers what it did in `message`. */
export function changeUserAccess({
  id,
  action,
}: {
  id: number;
  action: UserAccessAction;
}): Promise<AdminUserActionResponse> {
  return request<AdminUserActionResponse>(`/api/admin/users/${id}/${action}`, { method: 'POST', body: {} });
}

export function useChangeUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserAccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
