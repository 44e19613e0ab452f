import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from './request';
import { useRetryOnMount } from './use-retry-on-mount';

async function afterFailure(error: Error | undefined): Promise<boolean> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (error) await client.prefetchQuery({ queryKey: ['k'], queryFn: () => Promise.reject(error) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRetryOnMount(['k']), { wrapper }).result.current;
}

describe('useRetryOnMount', () => {
  it('shows a refusal the loader met (400, 404) as it is, and asks again after a failure a retry may mend', async () => {
    expect(await afterFailure(new ApiError('KJV has no original words to parse', 400))).toBe(false);
    expect(await afterFailure(new ApiError('Not found', 404))).toBe(false);
    expect(await afterFailure(new ApiError('Too many searches at once', 429))).toBe(true);
    expect(await afterFailure(new ApiError('Search service is temporarily unavailable', 503))).toBe(true);
    expect(await afterFailure(new ApiError('An unexpected error occurred', 0))).toBe(true);
    expect(await afterFailure(undefined)).toBe(true);
  });
});
