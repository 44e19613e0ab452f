import type { BotErrorReport } from '@strongs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const BOT_ERRORS_KEY = ['admin', 'bot', 'errors'] as const;

/** GET /api/admin/bot/errors. */
export async function getBotErrorReports(signal?: AbortSignal): Promise<BotErrorReport[]> {
  const body = await request<BotErrorReport[] | null>('/api/admin/bot/errors', { signal });
  return Array.isArray(body) ? body : [];
}

export const botErrorReportsQueryOptions = () => queryOptions({ queryKey: BOT_ERRORS_KEY, queryFn: ({ signal }) => getBotErrorReports(signal), staleTime: 0, retry: false });

export function useBotErrorReports() {
  return useQuery(botErrorReportsQueryOptions());
}
