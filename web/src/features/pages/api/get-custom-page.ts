import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomPage } from '@strongs/contracts';
import { request } from '../../../lib/request';

/** A published custom page; unpublished and unknown slugs are both 404 (the admin service decides). */
export function getCustomPage(slug: string, signal?: AbortSignal): Promise<CustomPage> {
  return request<CustomPage>(`/api/pages/${encodeURIComponent(slug)}`, { signal });
}

export const customPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getCustomPage(slug, signal),
    staleTime: 5 * 60_000,
    // 404 (no such page) and 503 (admin service not running) are answers, not glitches to retry.
    retry: false,
  });

export function useCustomPage(slug: string) {
  return useQuery(customPageQueryOptions(slug));
}
