import type { EmailTemplateName, EmailTestResult } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { EMAIL_KEYS } from './get-email-outbox';

export interface SendTestEmailRequest {
  recipient: string;
  templateName: EmailTemplateName;
}

/** POST /api/admin/email/test {recipient, templateName} → {sent, templateName, recipient, messageId}. */
export function sendTestEmail(body: SendTestEmailRequest): Promise<EmailTestResult> {
  return request<EmailTestResult>('/api/admin/email/test', { method: 'POST', body });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_KEYS }),
  });
}
