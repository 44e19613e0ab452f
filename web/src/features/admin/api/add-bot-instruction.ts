import type { BotInstruction } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { BOT_INSTRUCTIONS_KEY } from './get-bot-instructions';

export interface AddBotInstructionRequest {
  directive: string;
  priority: number;
}

/** POST /api/admin/bot/instructions {directive, priority}. */
export function addBotInstruction(body: AddBotInstructionRequest): Promise<BotInstruction> {
  return request<BotInstruction>('/api/admin/bot/instructions', { method: 'POST', body });
}

export function useAddBotInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBotInstruction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOT_INSTRUCTIONS_KEY }),
  });
}
