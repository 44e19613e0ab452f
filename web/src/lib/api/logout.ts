import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoutResponse } from '@strongs/contracts';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, request } from '../request';
import { VERSIONS_KEY } from '../versions';
import { SESSION_USER_KEY } from './get-user';

/** POST /api/logout: the server deletes the session and clears the cookie. */
export function logout(): Promise<LogoutResponse> {
  return request<LogoutResponse>('/api/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(SESSION_USER_KEY, null);
      // Admin data cached in this tab belongs to the old session.
      queryClient.removeQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
    },
  });
}

/** Logout with the spec's toasts; the browser then goes to /auth (spec §4). */
export function useLogoutAction() {
  const mutation = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  // Awaited, not mutate callbacks: the caller (header, dashboard) may unmount once the session is gone.
  const run = () => {
    void mutation.mutateAsync().then(
      () => {
        toast({
          title: 'Logged out',
          description: 'You have been successfully logged out.',
          variant: 'success',
        });
        void navigate('/auth');
      },
      (error: unknown) =>
        toast({
          title: 'Logout failed',
          description: errorMessage(error, 'Logout failed'),
          variant: 'error',
        }),
    );
  };
  return { logout: run, isPending: mutation.isPending };
}
