import type { BotLog } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, requestList } from '../lib/admin-query';

export const BOT_LOGS_KEY = ['admin', 'bot', 'logs'] as const;

/** GET /api/admin/bot/logs. */
export const getBotLogs = (signal?: AbortSignal) => requestList<BotLog>('/api/admin/bot/logs', { signal });

export const botLogsQueryOptions = () => adminQueryOptions(BOT_LOGS_KEY, getBotLogs);

export function useBotLogs() {
  return useQuery(botLogsQueryOptions());
}
