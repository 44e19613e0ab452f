import type { SentMail } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, requestList } from '../lib/admin-query';

export const RECENT_EMAILS_KEY = ['admin', 'email', 'recent'] as const;

/** GET /api/admin/email/recent → the last messages, newest first, each with where it went. */
export function getRecentEmails(signal?: AbortSignal): Promise<SentMail[]> {
  return requestList<SentMail>('/api/admin/email/recent', { signal });
}

export function useRecentEmails() {
  return useQuery(adminQueryOptions(RECENT_EMAILS_KEY, getRecentEmails));
}
