import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUser, RegisterRequest } from '@strongs/contracts';
import { request } from '../../../lib/request';
import { SESSION_USER_KEY } from '../../../lib/api/get-user';

/** POST /api/register: 201 with the new account, already signed in (role user). */
export function register(body: RegisterRequest): Promise<AccountUser> {
  return request<AccountUser>('/api/register', { method: 'POST', body });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // The answer has no session id: read the confirmed session from the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_USER_KEY }),
  });
}
