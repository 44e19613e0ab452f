import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './request';

/** Spec §9: dictionary data is kept 1 hour and never retried; other queries retry 3 times, 1 s doubling to 30 s. */
export const DICTIONARY_STALE_TIME = 3_600_000;
export const DICTIONARY_QUERY_DEFAULTS = {
  staleTime: DICTIONARY_STALE_TIME,
  gcTime: DICTIONARY_STALE_TIME,
  retry: false,
} as const;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * A 4xx answer will not change on retry: only network and server failures are retried, and 429, which the
 * gateway answers when a page has more than its few search requests in flight at once (a compare view with
 * several texts and their interlinear words).
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 3) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 429 || error.status < 400 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60_000,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Asked even when the browser says it is offline: the service worker may hold the answer (offline
        // reading); only retries wait for the network.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
