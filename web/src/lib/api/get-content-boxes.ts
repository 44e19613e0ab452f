import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentBox, ContentBoxPosition } from '@strongs/contracts';
import { request } from '../request';

/** The active content boxes of one position: the admin service leaves inactive ones out. */
export function getContentBoxes(position: ContentBoxPosition, signal?: AbortSignal): Promise<ContentBox[]> {
  return request<ContentBox[]>('/api/content-boxes', { params: { position }, signal });
}

export const contentBoxesQueryOptions = (position: ContentBoxPosition) =>
  queryOptions({
    queryKey: ['content-boxes', position],
    queryFn: ({ signal }) => getContentBoxes(position, signal),
    staleTime: 5 * 60_000,
    // A box that fails to load is simply not shown.
    retry: false,
  });

export function useContentBoxes(position: ContentBoxPosition) {
  return useQuery(contentBoxesQueryOptions(position));
}
