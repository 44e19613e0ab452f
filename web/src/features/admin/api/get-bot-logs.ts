import type { BotLog } from '@strongs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const BOT_LOGS_KEY = ['admin', 'bot', 'logs'] as const;

/** GET /api/admin/bot/logs. */
export async function getBotLogs(signal?: AbortSignal): Promise<BotLog[]> {
  const body = await request<BotLog[] | null>('/api/admin/bot/logs', { signal });
  return Array.isArray(body) ? body : [];
}

export const botLogsQueryOptions = () => queryOptions({ queryKey: BOT_LOGS_KEY, queryFn: ({ signal }) => getBotLogs(signal), staleTime: 0, retry: false });

export function useBotLogs() {
  return useQuery(botLogsQueryOptions());
}
