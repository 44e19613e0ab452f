import type { BotRepair } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { BOT_LOGS_KEY } from './get-bot-logs';
import { BOT_REPAIRS_KEY } from './get-bot-repairs';

/**
 * PUT /api/admin/bot/repairs/{id} {remedy, status: 'completed'}. An executable remedy is carried out
 * by the server and comes back in_progress (or failed); the bot's log records it.
 */
export function fixBotRepair({ id, remedy }: { id: number; remedy: string }): Promise<BotRepair> {
  return request<BotRepair>(`/api/admin/bot/repairs/${id}`, {
    method: 'PUT',
    body: { remedy, status: 'completed' },
  });
}

export function useFixBotRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixBotRepair,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOT_REPAIRS_KEY }),
        queryClient.invalidateQueries({ queryKey: BOT_LOGS_KEY }),
      ]),
  });
}
