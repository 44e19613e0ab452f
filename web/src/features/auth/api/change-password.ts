import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, SessionUserResponse } from '@strongs/contracts';
import { ApiError, request } from '../../../lib/request';
import { SESSION_USER_KEY } from '../../../lib/api/get-user';

/**
 * POST /api/user/password: every other session of the account ends; this browser's session gets a
 * new id and stays signed in. A 400 carries the reason (wrong current password, weak new one).
 */
export function changePassword(body: ChangePasswordRequest): Promise<SessionUserResponse> {
  return request<SessionUserResponse>('/api/user/password', { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => queryClient.setQueryData(SESSION_USER_KEY, user),
    // A 401 means this session ended meanwhile (elsewhere): ask the server again, so the page sends the visitor to sign in.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401)
        void queryClient.invalidateQueries({ queryKey: SESSION_USER_KEY });
    },
  });
}
