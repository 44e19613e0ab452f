import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@strongs/contracts';
import { request } from './request';

/** The site's name until (or unless) the admin service answers. */
export const DEFAULT_SITE_NAME = "Strong's Dictionary";

export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return request<PublicSettings>('/api/system-settings/public', { signal });
}

/** Read once per visit: an administrator's change shows on the next page load. */
export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['system-settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    // Without the admin service the site runs on its built-in defaults; waiting on retries would only delay pages.
    retry: false,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}

export function siteNameOf(settings: PublicSettings | undefined): string {
  const name = settings?.site_name;
  return typeof name === 'string' && name.trim() ? name.trim() : DEFAULT_SITE_NAME;
}

export function parallelDefaultOf(settings: PublicSettings | undefined): boolean {
  return settings?.parallel_default === true;
}
