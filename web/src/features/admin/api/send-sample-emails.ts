import type { EmailSamplesResult } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { EMAIL_KEYS } from './get-email-outbox';

/** POST /api/admin/email/samples {recipient} → {sent}: one e-mail per template. */
export function sendSampleEmails(recipient: string): Promise<EmailSamplesResult> {
  return request<EmailSamplesResult>('/api/admin/email/samples', { method: 'POST', body: { recipient } });
}

export function useSendSampleEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSampleEmails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_KEYS }),
  });
}
