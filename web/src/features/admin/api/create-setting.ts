import type { SettingDataType, SystemSetting } from '@strongs/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SETTINGS_KEY } from './get-setting-categories';

export interface CreateSettingRequest {
  key: string;
  label: string;
  value: string;
  category: string;
  dataType: SettingDataType;
  description?: string;
  defaultValue?: string;
  options?: string[];
  isProtected: boolean;
  isSystem: boolean;
}

/** POST /api/system-settings: 400 for a bad field, 409 when the key exists; both carry `message`. */
export function createSetting(body: CreateSettingRequest): Promise<SystemSetting> {
  return request<SystemSetting>('/api/system-settings', { method: 'POST', body });
}

export function useCreateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
