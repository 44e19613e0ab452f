import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastProvider } from '../../../components/toast/toast-provider';

/** A server answer as fetch returns it. */
export function respond(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 500 ? 'Internal Server Error' : status >= 400 ? 'Bad Request' : 'OK',
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
}

export type Reply = [status: number, body: unknown];
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}
/** 'GET /api/x' → the answer; a function gets the request body. */
export type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

/**
 * Stands in for the network at the fetch boundary: answers by method and path, records what the
 * screen sent, and fails a test that calls a route it did not expect.
 */
export function fakeApi(routes: Routes) {
  const sent: SentRequest[] = [];
  global.fetch = jest.fn((input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, url: input, body });
    const route = routes[`${method} ${input}`];
    if (!route)
      return Promise.resolve(
        respond(404, { statusCode: 404, message: `No fake route for ${method} ${input}` }),
      );
    const [status, answer] = typeof route === 'function' ? route(body) : route;
    return Promise.resolve(respond(status, answer));
  }) as unknown as typeof fetch;
  return { sent, writes: () => sent.filter((r) => r.method !== 'GET') };
}

export function renderAdmin(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
}
