import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SETTINGS_KEY } from './get-setting-categories';

/** DELETE /api/system-settings/{key}: system settings are refused with a 400 message. */
export function deleteSetting(key: string): Promise<{ deleted: true }> {
  return request<{ deleted: true }>(`/api/system-settings/${encodeURIComponent(key)}`, { method: 'DELETE' });
}

export function useDeleteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
