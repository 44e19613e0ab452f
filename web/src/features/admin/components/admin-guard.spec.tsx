import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { SESSION_USER_KEY } from '../../../lib/api/get-user';
import { AdminGuard, GUARD_REDIRECT_DELAY_MS } from './admin-guard';

type Reply = { status: number; body: unknown };

function respond({ status, body }: Reply) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : status === 500 ? 'Internal Server Error' : 'OK',
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
}

function AuthScreen() {
  const location = useLocation();
  return <p>Auth screen from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderGuard(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = { state: { location: { pathname: '/admin' } } };
  function Probe() {
    const { pathname } = useLocation();
    useEffect(() => {
      router.state.location.pathname = pathname;
    }, [pathname]);
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin']}>
          <Probe />
          <Routes>
            <Route
              path="/admin"
              element={<AdminGuard>{(user) => <p>Dashboard for {user.username}</p>}</AdminGuard>}
            />
            <Route path="/auth" element={<AuthScreen />} />
            <Route path="/" element={<p>Home</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

let resolveUser: (reply: Reply) => void;
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    () => new Promise((resolve) => (resolveUser = (reply) => resolve(respond(reply)))),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('AdminGuard', () => {
  it('shows a spinner while the server checks the session', async () => {
    renderGuard();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session',
      expect.objectContaining({ credentials: 'include' }),
    );
    await act(async () =>
      resolveUser({
        status: 200,
        body: { authenticated: true, user: { id: 1, username: 'boaz', role: 'admin', sessionId: 's' } },
      }),
    );
    expect(await screen.findByText('Dashboard for boaz')).toBeInTheDocument();
  });

  it("says 'Redirecting to login...' and goes to /auth 100 ms later when there is no session", async () => {
    // The clock is the test's: the message stays until the delay has passed, on any machine.
    jest.useFakeTimers();
    try {
      const router = renderGuard();
      await act(async () => {
        resolveUser({ status: 200, body: { authenticated: false } });
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('Redirecting to login...')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(GUARD_REDIRECT_DELAY_MS - 1));
      expect(router.state.location.pathname).toBe('/admin');
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByText('Auth screen from /admin')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
    } finally {
      jest.useRealTimers();
    }
  });

  it('never trusts a cached user: the server is asked again and its 401 (an expired session) wins', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(SESSION_USER_KEY, { id: 1, username: 'boaz', role: 'admin', sessionId: 'old' });
    renderGuard(client);
    expect(screen.queryByText(/Dashboard for/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    await act(async () => resolveUser({ status: 401, body: {} }));
    expect(await screen.findByText('Redirecting to login...')).toBeInTheDocument();
    expect(screen.queryByText(/Dashboard for/)).not.toBeInTheDocument();
  });

  it('refuses a signed-in user without the admin role with a 403 message', async () => {
    renderGuard();
    await act(async () =>
      resolveUser({
        status: 200,
        body: { authenticated: true, user: { id: 2, username: 'ruth', role: 'user', sessionId: 's' } },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('403 · Administrator access required');
    expect(alert).toHaveTextContent('ruth');
    expect(screen.queryByText(/Dashboard for/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch user data' for a server failure and shows nothing protected", async () => {
    const router = renderGuard();
    await act(async () => resolveUser({ status: 500, body: {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user data');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByText(/Dashboard for/)).not.toBeInTheDocument();
  });
});
