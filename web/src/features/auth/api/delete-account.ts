import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoutResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';
import { SESSION_USER_KEY } from '../../../lib/api/get-user';

/** DELETE /api/me: the account and every highlight, note and bookmark of it; the session ends. */
export function deleteAccount(password: string): Promise<LogoutResponse> {
  return request<LogoutResponse>('/api/me', { method: 'DELETE', body: { password } });
}

/** The caller leaves the signed-in page first, then `forget` drops the session and the study queries. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: deleteAccount });
  const forget = () => {
    queryClient.setQueryData(SESSION_USER_KEY, null);
    queryClient.removeQueries({ queryKey: ['study'] });
  };
  return { ...mutation, forget };
}
