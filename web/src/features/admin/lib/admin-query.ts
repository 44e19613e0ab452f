import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { request, type RequestOptions } from '../../../lib/request';

/** GET a list; the admin services answer null (or nothing) while there is none, which is shown as empty. */
export async function requestList<T>(path: string, options: RequestOptions = {}): Promise<T[]> {
  const body = await request<T[] | null>(path, options);
  return Array.isArray(body) ? body : [];
}

/** Admin screens show what the server holds now, and a failure at once rather than after retries. */
export function adminQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), staleTime: 0, retry: false });
}
