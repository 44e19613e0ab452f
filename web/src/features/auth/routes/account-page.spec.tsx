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
function serve(answers: Record<string, Reply | (() => Reply)>) {
  const routes: Record<string, Reply | (() => Reply)> = {
    'GET /api/user/email': [200, { email: null, verified: false }],
    ...answers,
  };
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
  return {
    posts: () => sent.filter((r) => r.method === 'POST'),
    puts: () => sent.filter((r) => r.method === 'PUT'),
  };
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
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The current password is not right');
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
    expect(
      within(screen.getByRole('form', { name: 'Change password' })).getByRole('status'),
    ).toHaveTextContent(
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

  it("shows the address as not verified, asks for a new link, and shows the server's refusal", async () => {
    const api = serve({
      'GET /api/session': signedIn,
      'GET /api/user/email': [200, { email: 'ruth@example.org', verified: false }],
      'POST /api/user/email/verification': [
        429,
        {
          statusCode: 429,
          message: 'We sent a link less than a minute ago: wait 42 seconds before asking again',
        },
      ],
    });
    renderAccount();
    const section = await screen.findByRole('region', { name: 'E-mail address' });
    expect(await within(section).findByText('Not verified')).toBeInTheDocument();
    expect(within(section).getByText('ruth@example.org')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Resend link' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('wait 42 seconds');
    expect(api.posts().map((p) => p.url)).toEqual(['/api/user/email/verification']);
  });

  it('shows a verified address without a resend button', async () => {
    serve({
      'GET /api/session': signedIn,
      'GET /api/user/email': [200, { email: 'ruth@example.org', verified: true }],
    });
    renderAccount();
    const section = await screen.findByRole('region', { name: 'E-mail address' });
    expect(await within(section).findByText('Verified')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Resend link' })).toBeNull();
  });

  it('adds an address with the password and shows it unverified, with what the server said', async () => {
    const api = serve({
      'GET /api/session': signedIn,
      'PUT /api/user/email': [
        200,
        {
          email: 'ruth@example.org',
          verified: false,
          message: 'Your address is now ruth@example.org. Follow the link we sent there to verify it.',
        },
      ],
    });
    renderAccount();
    const form = await screen.findByRole('form', { name: 'Add address' });
    expect(await screen.findByText('No address yet: add one below.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: ' ruth@example.org ' } });
    fireEvent.change(within(form).getByLabelText('Your password'), {
      target: { value: 'whither thou goest' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    const section = screen.getByRole('region', { name: 'E-mail address' });
    expect(await within(section).findByText('Not verified')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Follow the link we sent there');
    expect(api.puts()).toEqual([
      {
        method: 'PUT',
        url: '/api/user/email',
        body: { email: 'ruth@example.org', currentPassword: 'whither thou goest' },
      },
    ]);
    expect(within(form).getByLabelText('New address')).toHaveValue('');
  });
});
