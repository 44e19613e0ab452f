import type { BotInstruction } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { BOT_INSTRUCTIONS_KEY } from './get-bot-instructions';

/** PUT /api/admin/bot/instructions/{id} {isActive}: Enable or Disable. */
export function setBotInstructionActive({
  id,
  isActive,
}: {
  id: number;
  isActive: boolean;
}): Promise<BotInstruction> {
  return request<BotInstruction>(`/api/admin/bot/instructions/${id}`, { method: 'PUT', body: { isActive } });
}

export function useSetBotInstructionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBotInstructionActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOT_INSTRUCTIONS_KEY }),
  });
}
