import type { SystemSetting } from '@strongs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SETTINGS_KEY } from './get-setting-categories';

export const categorySettingsKey = (category: string) => [...SETTINGS_KEY, 'category', category] as const;

/** GET /api/system-settings/category/{category} → its settings, protected values masked by the server. */
export async function getCategorySettings(category: string, signal?: AbortSignal): Promise<SystemSetting[]> {
  const body = await request<SystemSetting[] | null>(`/api/system-settings/category/${encodeURIComponent(category)}`, { signal });
  return Array.isArray(body) ? body : [];
}

export const categorySettingsQueryOptions = (category: string) =>
  queryOptions({ queryKey: categorySettingsKey(category), queryFn: ({ signal }) => getCategorySettings(category, signal), staleTime: 0, retry: false });

export function useCategorySettings(category: string) {
  return useQuery(categorySettingsQueryOptions(category));
}
