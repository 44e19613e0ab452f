import type { BotErrorReport } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, requestList } from '../lib/admin-query';

export const BOT_ERRORS_KEY = ['admin', 'bot', 'errors'] as const;

/** GET /api/admin/bot/errors. */
export const getBotErrorReports = (signal?: AbortSignal) =>
  requestList<BotErrorReport>('/api/admin/bot/errors', { signal });

export const botErrorReportsQueryOptions = () => adminQueryOptions(BOT_ERRORS_KEY, getBotErrorReports);

export function useBotErrorReports() {
  return useQuery(botErrorReportsQueryOptions());
}
