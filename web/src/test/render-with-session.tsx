import type { SessionUserResponse } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SESSION_USER_KEY } from '../lib/api/get-user';

/** Renders `ui` in a router for a visitor (null) or a signed-in `user`, with no request sent. */
export function renderWithSession(ui: ReactElement, user: Partial<SessionUserResponse> | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(SESSION_USER_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
