import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, requestList } from '../lib/admin-query';

/** The prefix of every e-mail list (outbox, recent): a send refreshes them all. */
export const EMAIL_KEYS = ['admin', 'email'] as const;
export const EMAIL_OUTBOX_KEY = [...EMAIL_KEYS, 'outbox'] as const;

/** A message the server wrote to its outbox directory instead of sending (no SMTP_URL). */
export interface OutboxEntry {
  filename: string;
  size: number;
  created: string;
}

/** GET /api/admin/email/outbox → the outbox's messages; always empty when mail goes over SMTP. */
export function getEmailOutbox(signal?: AbortSignal): Promise<OutboxEntry[]> {
  return requestList<OutboxEntry>('/api/admin/email/outbox', { signal });
}

export const emailOutboxQueryOptions = () => adminQueryOptions(EMAIL_OUTBOX_KEY, getEmailOutbox);

export function useEmailOutbox() {
  return useQuery(emailOutboxQueryOptions());
}
