import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/request';

/** Spec §9: dictionary data is kept 1 hour and never retried; other queries retry 3 times, 1 s doubling to 30 s. */
export const DICTIONARY_STALE_TIME = 3_600_000;
export const DICTIONARY_QUERY_DEFAULTS = { staleTime: DICTIONARY_STALE_TIME, gcTime: DICTIONARY_STALE_TIME, retry: false } as const;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry: only network and server failures are retried.
        retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay,
        gcTime: 5 * 60_000,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
