import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import VerifyEmailPage from './verify-email-page';

const TOKEN = 'a'.repeat(43);

function open(path: string, reply: [number, unknown]) {
  const sent: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    // The page's title also asks for the public settings; only the verification is recorded.
    if (url.startsWith('/api/verify-email'))
      sent.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const [status, body] = url.startsWith('/api/verify-email') ? reply : [404, { message: 'no route' }];
    return Promise.resolve({
      ok: status < 300,
      status,
      statusText: '',
      json: () => Promise.resolve(body),
      text: () => Promise.resolve(JSON.stringify(body)),
    });
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <VerifyEmailPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

describe('the verify-email page', () => {
  it('sends the token only when the reader confirms, then says the address is verified', async () => {
    const sent = open(`/verify-email?token=${TOKEN}`, [
      200,
      { email: 'ruth@example.org', verified: true, message: 'ruth@example.org is verified. Thank you!' },
    ]);
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify my address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ruth@example.org is verified. Thank you!');
    expect(sent).toEqual([{ url: '/api/verify-email', body: { token: TOKEN } }]);
  });

  it("shows the server's reason for a used or expired link", async () => {
    open(`/verify-email?token=${TOKEN}`, [
      400,
      { statusCode: 400, message: 'This verification link has already been used' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link has already been used',
    );
  });

  it('asks for the link from the e-mail when the address has no token', () => {
    const sent = open('/verify-email', [500, {}]);
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from the e-mail.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(sent).toEqual([]);
  });
});
