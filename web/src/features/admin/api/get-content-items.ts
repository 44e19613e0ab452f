import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { contentItemsKey, contentPath, type ContentItems, type ContentKind } from './content-kinds';

/** GET /api/admin/{advertisements|content-boxes|pages} → every item, active or not. */
export async function getContentItems<K extends ContentKind>(kind: K, signal?: AbortSignal): Promise<ContentItems[K][]> {
  const body = await request<ContentItems[K][] | null>(contentPath(kind), { signal });
  return Array.isArray(body) ? body : [];
}

export const contentItemsQueryOptions = <K extends ContentKind>(kind: K) =>
  queryOptions({ queryKey: contentItemsKey(kind), queryFn: ({ signal }) => getContentItems(kind, signal), staleTime: 0, retry: false });

export function useContentItems<K extends ContentKind>(kind: K) {
  return useQuery(contentItemsQueryOptions(kind));
}
