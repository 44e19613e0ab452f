import { type QueryKey, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { shouldRetry } from './query-client';

/**
 * `retryOnMount` for a page whose route loader has asked already: an answer the server refused (a 4xx, not
 * 429) is shown as it is, since asking again would bring the same refusal; a failure a retry may mend (the
 * network, a 5xx) is asked again as TanStack does by default.
 */
export function useRetryOnMount(queryKey: QueryKey): boolean {
  const state = useQueryClient().getQueryState(queryKey);
  return state?.status !== 'error' || shouldRetry(0, state.error);
}

/** useQuery for the query a route loader warms (src/app/route-loaders.ts), with useRetryOnMount on its own key. */
export function useLoaderQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
) {
  return useQuery({ ...options, retryOnMount: useRetryOnMount(options.queryKey) });
}
