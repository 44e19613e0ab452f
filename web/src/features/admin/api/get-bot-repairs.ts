import type { BotRepair } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, requestList } from '../lib/admin-query';

export const BOT_REPAIRS_KEY = ['admin', 'bot', 'repairs'] as const;

/** GET /api/admin/bot/repairs. */
export const getBotRepairs = (signal?: AbortSignal) =>
  requestList<BotRepair>('/api/admin/bot/repairs', { signal });

export const botRepairsQueryOptions = () => adminQueryOptions(BOT_REPAIRS_KEY, getBotRepairs);

export function useBotRepairs() {
  return useQuery(botRepairsQueryOptions());
}
