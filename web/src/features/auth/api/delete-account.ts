import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoutResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';
import { SESSION_USER_KEY } from '../../../lib/api/get-user';

/** DELETE /api/me: the account and every highlight, note and bookmark of it; the session ends. */
export function deleteAccount(password: string): Promise<LogoutResponse> {
  return request<LogoutResponse>('/api/me', { method: 'DELETE', body: { password } });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.setQueryData(SESSION_USER_KEY, null);
      queryClient.removeQueries({ queryKey: ['study'] });
    },
  });
}
