import type { SystemSetting } from '@strongs/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, requestList } from '../lib/admin-query';
import { SETTINGS_KEY } from './get-setting-categories';

export const categorySettingsKey = (category: string) => [...SETTINGS_KEY, 'category', category] as const;

/** GET /api/system-settings/category/{category} → its settings, protected values masked by the server. */
export function getCategorySettings(category: string, signal?: AbortSignal): Promise<SystemSetting[]> {
  return requestList<SystemSetting>(`/api/system-settings/category/${encodeURIComponent(category)}`, {
    signal,
  });
}

export const categorySettingsQueryOptions = (category: string) =>
  adminQueryOptions(categorySettingsKey(category), (signal) => getCategorySettings(category, signal));

export function useCategorySettings(category: string) {
  return useQuery(categorySettingsQueryOptions(category));
}
