import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';

export function getTopic(
  slug: string,
  version: string,
  page: number,
  signal?: AbortSignal,
): Promise<TopicResponse> {
  return request<TopicResponse>(`/api/topics/${encodeURIComponent(slug)}`, {
    params: { version, page: page > 1 ? page : undefined },
    signal,
  });
}

export const topicQueryOptions = (slug: string, version: string, page: number) =>
  queryOptions<TopicResponse>({
    queryKey: ['topics', 'topic', slug, version, page],
    queryFn: ({ signal }) => getTopic(slug, version, page, signal),
    // Another page or version of the same topic stays on screen while it loads; another topic does not.
    placeholderData: (previous: TopicResponse | undefined) =>
      previous?.slug === slug ? previous : undefined,
    staleTime: 10 * 60_000,
  });

export function useTopic(slug: string, version: string, page: number) {
  return useQuery({ ...topicQueryOptions(slug, version, page), enabled: !!slug });
}
