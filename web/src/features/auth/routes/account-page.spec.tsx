import { PASSWORD_RULES } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '../../../components/toast/toast-provider';
import AccountPage from './account-page';

type Reply = [status: number, body: unknown];
const ruth = { id: 7, username: 'ruth', role: 'user', sessionId: 'one' } as const;
const signedIn: Reply = [200, { authenticated: true, user: ruth }];
const NEW_PASSWORD = 'thy people shall be my people';

/** Answers by method and path; records what the page sent. */
function serve(routes: Record<string, Reply | (() => Reply)>) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[`${method} ${url}`];
    const [status, body] = !route
      ? [404, { message: 'no route' }]
      : typeof route === 'function'
        ? route()
        : route;
    return Promise.resolve({
      ok: status < 300,
      status,
      statusText: '',
      json: () => Promise.resolve(body),
      text: () => Promise.resolve(JSON.stringify(body)),
    });
  }) as unknown as typeof fetch;
  return { posts: () => sent.filter((r) => r.method === 'POST') };
}

function LoginScreen() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>Login screen, back to {from}</p>;
}

function renderAccount() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/account']}>
          <Routes>
            <Route path="/account" element={<AccountPage />} />
            <Route path="/auth" element={<LoginScreen />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the account page', () => {
  it('sends a visitor without a session to the login page, which brings them back here', async () => {
    serve({ 'GET /api/session': [200, { authenticated: false }] });
    renderAccount();
    expect(await screen.findByText('Login screen, back to /account')).toBeInTheDocument();
  });

  it('shows the signed-in user name and role', async () => {
    serve({ 'GET /api/session': signedIn });
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Account details' });
    expect(within(details).getByText('User name').nextSibling).toHaveTextContent('ruth');
    expect(within(details).getByText('Role').nextSibling).toHaveTextContent('User');
  });

  it("checks the server's rules before sending: required fields, length, the user name, the confirmation", async () => {
    const api = serve({ 'GET /api/session': signedIn });
    renderAccount();
    await screen.findByRole('form', { name: 'Change password' });
    fill('', '');
    expect(screen.getByText('The current password is required')).toBeInTheDocument();
    expect(screen.getByText('The new password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    fill('whither thou goest', 'too short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_RULES.tooShort),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();

    fill('whither thou goest', 'ruth the moabitess');
    expect(screen.getByText(PASSWORD_RULES.hasUsername)).toBeInTheDocument();

    fill('whither thou goest', NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts()).toEqual([]);
  });

  it("shows the server's message when it refuses the change", async () => {
    serve({
      'GET /api/session': signedIn,
      'POST /api/user/password': [400, { statusCode: 400, message: 'The current password is not right' }],
    });
    renderAccount();
    await screen.findByRole('form', { name: 'Change password' });
    fill('not my password', NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right');
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });

  it('changes the password and says that every other session was signed out', async () => {
    const api = serve({
      'GET /api/session': signedIn,
      'POST /api/user/password': [200, { ...ruth, sessionId: 'two' }],
    });
    renderAccount();
    await screen.findByRole('form', { name: 'Change password' });
    fill('whither thou goest', NEW_PASSWORD);
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Every other browser or device signed in to this account has been signed out. You stay signed in here.',
    );
    expect(api.posts()).toEqual([
      {
        method: 'POST',
        url: '/api/user/password',
        body: { currentPassword: 'whither thou goest', newPassword: NEW_PASSWORD },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });
});
