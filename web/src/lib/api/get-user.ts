import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionStateResponse, SessionUserResponse } from '@strongs/contracts';
import { ApiError, request } from '../request';

export const SESSION_USER_KEY = ['auth', 'user'] as const;
export const FAILED_TO_FETCH_USER = 'Failed to fetch user data';

/**
 * GET /api/session: the only source of truth for "signed in" (spec decision 1). It answers 200 with
 * `{authenticated: false}` when there is no session, so a visitor's page load logs no failed request
 * (GET /api/user keeps its 401 for API clients). A 401 still means no session (null); any other
 * failure is 'Failed to fetch user data'. Never retried (spec §9).
 */
export async function getSessionUser(signal?: AbortSignal): Promise<SessionUserResponse | null> {
  try {
    const state = await request<SessionStateResponse>('/api/session', { signal });
    return state.authenticated ? state.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(FAILED_TO_FETCH_USER, error instanceof ApiError ? error.status : 0);
  }
}

export const sessionUserQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_USER_KEY,
    queryFn: ({ signal }) => getSessionUser(signal),
    retry: false,
    staleTime: 60_000,
  });

export function useSessionUser() {
  return useQuery(sessionUserQueryOptions());
}
