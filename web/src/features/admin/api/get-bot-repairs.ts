import type { BotRepair } from '@strongs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const BOT_REPAIRS_KEY = ['admin', 'bot', 'repairs'] as const;

/** GET /api/admin/bot/repairs. */
export async function getBotRepairs(signal?: AbortSignal): Promise<BotRepair[]> {
  const body = await request<BotRepair[] | null>('/api/admin/bot/repairs', { signal });
  return Array.isArray(body) ? body : [];
}

export const botRepairsQueryOptions = () => queryOptions({ queryKey: BOT_REPAIRS_KEY, queryFn: ({ signal }) => getBotRepairs(signal), staleTime: 0, retry: false });

export function useBotRepairs() {
  return useQuery(botRepairsQueryOptions());
}
