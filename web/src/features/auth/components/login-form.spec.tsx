import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { LoginForm, validateLogin } from './login-form';

function reply(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : 'OK',
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(text),
  });
}

function renderForm(onSuccess = jest.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <LoginForm onSuccess={onSuccess} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onSuccess, client };
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('validateLogin', () => {
  it('uses the spec texts and ignores surrounding spaces in the username', () => {
    expect(validateLogin('', '')).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateLogin('   ', 'x')).toEqual({ username: 'Username is required' });
    expect(validateLogin('ruth', '')).toEqual({ password: 'Password is required' });
    expect(validateLogin('ruth', 'secret')).toEqual({});
  });
});

describe('LoginForm', () => {
  it('shows no default credentials or hints', () => {
    renderForm();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(document.body.textContent).not.toMatch(/default|admin123|password:/i);
  });

  it('blocks an empty submit with both messages, ties them to the fields and focuses the first', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const username = screen.getByLabelText('Username');
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(username).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the password when only it is missing', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ruth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('posts the trimmed username and welcomes the user', async () => {
    fetchMock.mockReturnValueOnce(reply(200, { id: 1, username: 'ruth', role: 'user', sessionId: 's' }));
    const { onSuccess } = renderForm();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '  ruth ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Login successful');
    expect(screen.getByText('Welcome back, ruth!')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ username: 'ruth', role: 'user' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'ruth', password: 'a long passphrase' });
  });

  it("shows 'Login failed' with the server's message", async () => {
    fetchMock.mockReturnValueOnce(reply(401, { statusCode: 401, message: 'Invalid username or password' }));
    const { onSuccess } = renderForm();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ruth' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Login failed');
    expect(screen.getAllByText('Invalid username or password').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
