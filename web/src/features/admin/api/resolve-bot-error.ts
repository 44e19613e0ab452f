import type { BotErrorReport } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { BOT_ERRORS_KEY } from './get-bot-errors';

/** PUT /api/admin/bot/errors/{id} {resolution, status: 'resolved'}. */
export function resolveBotError({
  id,
  resolution,
}: {
  id: number;
  resolution: string;
}): Promise<BotErrorReport> {
  return request<BotErrorReport>(`/api/admin/bot/errors/${id}`, {
    method: 'PUT',
    body: { resolution, status: 'resolved' },
  });
}

export function useResolveBotError() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveBotError,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOT_ERRORS_KEY }),
  });
}
