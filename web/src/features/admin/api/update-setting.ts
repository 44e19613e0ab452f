import type { SystemSetting } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SETTINGS_KEY } from './get-setting-categories';

export interface UpdateSettingRequest {
  key: string;
  value: string;
}

/** PUT /api/system-settings/{key} {value}: the server checks the value against the setting's data type. */
export function updateSetting({ key, value }: UpdateSettingRequest): Promise<SystemSetting> {
  return request<SystemSetting>(`/api/system-settings/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { value },
  });
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
