import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { serveJson } from '../test/serve-json';
import { usePublicSettings } from './public-settings';
import { useParallelDefault, writeSettings } from './settings';

function renderParallelDefault() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ parallel: useParallelDefault(), loaded: usePublicSettings().isSuccess }), {
    wrapper,
  });
}

beforeEach(() => localStorage.clear());

describe('useParallelDefault', () => {
  it("follows the site's parallel_default while the visitor has made no choice", async () => {
    serveJson({ '/api/system-settings/public': { parallel_default: true } });
    const { result } = renderParallelDefault();
    expect(result.current.parallel).toBe(false);
    await waitFor(() => expect(result.current).toEqual({ parallel: true, loaded: true }));
  });

  it("lets the visitor's own choice win over the site's default", async () => {
    serveJson({ '/api/system-settings/public': { parallel_default: true } });
    writeSettings({ parallelDefault: false });
    const { result } = renderParallelDefault();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.parallel).toBe(false);
  });
});
