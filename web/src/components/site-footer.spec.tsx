import type { SessionUserResponse } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SESSION_USER_KEY } from '../lib/api/get-user';
import { SiteFooter } from './site-footer';

function accountLinks(user: Partial<SessionUserResponse> | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(SESSION_USER_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const section = screen.getByRole('heading', { name: 'Account' }).parentElement as HTMLElement;
  return within(section)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe("the footer's account links", () => {
  it('offers a visitor Login and Register', () => {
    expect(accountLinks(null)).toEqual([
      ['Login', '/auth'],
      ['Register', '/auth?mode=register'],
    ]);
  });

  it('offers a signed-in reader their own pages, not Login and Register', () => {
    expect(accountLinks({ id: 7, username: 'lydia', role: 'user' })).toEqual([
      ['Account', '/account'],
      ['My study', '/study'],
      ['Reading plans', '/plans'],
    ]);
  });
});
