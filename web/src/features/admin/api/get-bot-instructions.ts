import type { BotInstruction } from '@strongs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const BOT_INSTRUCTIONS_KEY = ['admin', 'bot', 'instructions'] as const;

/** GET /api/admin/bot/instructions. */
export async function getBotInstructions(signal?: AbortSignal): Promise<BotInstruction[]> {
  const body = await request<BotInstruction[] | null>('/api/admin/bot/instructions', { signal });
  return Array.isArray(body) ? body : [];
}

export const botInstructionsQueryOptions = () => queryOptions({ queryKey: BOT_INSTRUCTIONS_KEY, queryFn: ({ signal }) => getBotInstructions(signal), staleTime: 0, retry: false });

export function useBotInstructions() {
  return useQuery(botInstructionsQueryOptions());
}
