import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** An advertisement from the admin side (spec 001: title, content HTML sanitised on save, position, linkUrl, active). */
export interface Advertisement {
  id: number | string;
  title: string;
  content: string;
  position: string;
  linkUrl?: string | null;
  active?: boolean;
}

export async function getAdvertisements(position: string, signal?: AbortSignal): Promise<Advertisement[]> {
  const body = await request<Advertisement[] | { advertisements: Advertisement[] }>('/api/advertisements', { params: { position }, signal });
  const list = Array.isArray(body) ? body : body?.advertisements ?? [];
  return list.filter((ad) => ad.active !== false);
}

export const advertisementsQueryOptions = (position: string) =>
  queryOptions({ queryKey: ['advertisements', position], queryFn: ({ signal }) => getAdvertisements(position, signal), retry: false, staleTime: 5 * 60_000 });

export function useAdvertisements(position: string) {
  return useQuery(advertisementsQueryOptions(position));
}
