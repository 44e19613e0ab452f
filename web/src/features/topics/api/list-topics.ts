import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicListResponse } from '@strongs/contracts';
import { request } from '../../../lib/request';

export interface TopicListState {
  query: string;
  letter: string | null;
  page: number;
}

export function listTopics(state: TopicListState, signal?: AbortSignal): Promise<TopicListResponse> {
  return request<TopicListResponse>('/api/topics', {
    params: { q: state.query, letter: state.letter, page: state.page > 1 ? state.page : undefined },
    signal,
  });
}

export const topicListQueryOptions = (state: TopicListState) =>
  queryOptions({
    queryKey: ['topics', 'list', state.query, state.letter, state.page],
    queryFn: ({ signal }) => listTopics(state, signal),
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });

export function useTopicList(state: TopicListState) {
  return useQuery(topicListQueryOptions(state));
}
