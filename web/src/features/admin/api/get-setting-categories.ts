import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { adminQueryOptions } from '../lib/admin-query';

export const SETTINGS_KEY = ['admin', 'settings'] as const;
export const SETTING_CATEGORIES_KEY = [...SETTINGS_KEY, 'categories'] as const;

/** GET /api/system-settings/categories → the category names. */
export async function getSettingCategories(signal?: AbortSignal): Promise<string[]> {
  const body = await request<string[] | null>('/api/system-settings/categories', { signal });
  return Array.isArray(body) ? body.filter((c) => typeof c === 'string') : [];
}

export const settingCategoriesQueryOptions = () =>
  adminQueryOptions(SETTING_CATEGORIES_KEY, getSettingCategories);

export function useSettingCategories() {
  return useQuery(settingCategoriesQueryOptions());
}
