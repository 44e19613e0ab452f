import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const EMAIL_OUTBOX_KEY = ['admin', 'email', 'outbox'] as const;

/** A message the server wrote to its outbox directory instead of sending (no SMTP_URL). */
export interface OutboxEntry {
  filename: string;
  size: number;
  created: string;
}

/** GET /api/admin/email/outbox → the outbox's messages; always empty when mail goes over SMTP. */
export async function getEmailOutbox(signal?: AbortSignal): Promise<OutboxEntry[]> {
  const body = await request<OutboxEntry[] | null>('/api/admin/email/outbox', { signal });
  return Array.isArray(body) ? body : [];
}

export const emailOutboxQueryOptions = () =>
  queryOptions({ queryKey: EMAIL_OUTBOX_KEY, queryFn: ({ signal }) => getEmailOutbox(signal), staleTime: 0, retry: false });

export function useEmailOutbox() {
  return useQuery(emailOutboxQueryOptions());
}
