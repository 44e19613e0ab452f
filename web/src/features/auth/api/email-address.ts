import type {
  ChangeEmailRequest,
  EmailStatusResponse,
  EmailVerificationResponse,
  VerifyEmailRequest,
} from '@strongs/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const EMAIL_STATUS_KEY = ['user-email'] as const;

/** GET /api/user/email: the signed-in account's address and whether it is verified. */
export const emailStatusQueryOptions = () =>
  queryOptions({
    queryKey: EMAIL_STATUS_KEY,
    queryFn: ({ signal }) => request<EmailStatusResponse>('/api/user/email', { signal }),
  });

export const useEmailStatus = () => useQuery(emailStatusQueryOptions());

/** Every answer about the address carries its new state: the account page shows it at once. */
function useEmailMutation<T>(mutationFn: (input: T) => Promise<EmailVerificationResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ email, verified }) =>
      queryClient.setQueryData<EmailStatusResponse>(EMAIL_STATUS_KEY, { email, verified }),
  });
}

/** POST /api/user/email/verification: a new link to the current address (429 when asked too often). */
export const useResendVerification = () =>
  useEmailMutation(() =>
    request<EmailVerificationResponse>('/api/user/email/verification', { method: 'POST' }),
  );

/** PUT /api/user/email: a new address, with the password; it is unverified until its link is followed. */
export const useChangeEmail = () =>
  useEmailMutation((body: ChangeEmailRequest) =>
    request<EmailVerificationResponse>('/api/user/email', { method: 'PUT', body }),
  );

/** POST /api/verify-email: the token of the link in the e-mail. */
export const useVerifyEmail = () =>
  useEmailMutation((body: VerifyEmailRequest) =>
    request<EmailVerificationResponse>('/api/verify-email', { method: 'POST', body }),
  );
