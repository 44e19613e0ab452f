import type { BotInstruction } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, requestList } from '../lib/admin-query';

export const BOT_INSTRUCTIONS_KEY = ['admin', 'bot', 'instructions'] as const;

/** GET /api/admin/bot/instructions. */
export const getBotInstructions = (signal?: AbortSignal) =>
  requestList<BotInstruction>('/api/admin/bot/instructions', { signal });

export const botInstructionsQueryOptions = () => adminQueryOptions(BOT_INSTRUCTIONS_KEY, getBotInstructions);

export function useBotInstructions() {
  return useQuery(botInstructionsQueryOptions());
}
