import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, SessionUserResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';
import { SESSION_USER_KEY } from '../../../lib/api/get-user';
import { VERSIONS_KEY } from '../../../lib/versions';

/** POST /api/login: the server regenerates the session id and answers the confirmed user. */
export function login(body: LoginRequest): Promise<SessionUserResponse> {
  return request<SessionUserResponse>('/api/login', { method: 'POST', body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: SESSION_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
    },
  });
}
