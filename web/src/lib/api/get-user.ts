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
export async function getSessionUser(): Promise<SessionUserResponse | null> {
  try {
    const state = await request<SessionStateResponse>('/api/session');
    return state.authenticated ? state.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw new ApiError(FAILED_TO_FETCH_USER, error instanceof ApiError ? error.status : 0);
  }
}

export const sessionUserQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_USER_KEY,
    // No abort signal: the header drawn while the first page loads asks, and the layout's header that
    // replaces it must find that answer, not cancel it and ask again.
    queryFn: () => getSessionUser(),
    retry: false,
    staleTime: 60_000,
  });

export function useSessionUser() {
  return useQuery(sessionUserQueryOptions());
}
