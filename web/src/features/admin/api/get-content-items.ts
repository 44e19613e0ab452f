import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, requestList } from '../lib/admin-query';
import { contentItemsKey, contentPath, type ContentItems, type ContentKind } from './content-kinds';

/** GET /api/admin/{advertisements|content-boxes|pages} → every item, active or not. */
export function getContentItems<K extends ContentKind>(
  kind: K,
  signal?: AbortSignal,
): Promise<ContentItems[K][]> {
  return requestList<ContentItems[K]>(contentPath(kind), { signal });
}

export const contentItemsQueryOptions = <K extends ContentKind>(kind: K) =>
  adminQueryOptions(contentItemsKey(kind), (signal) => getContentItems(kind, signal));

export function useContentItems<K extends ContentKind>(kind: K) {
  return useQuery(contentItemsQueryOptions(kind));
}
