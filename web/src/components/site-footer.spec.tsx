import type { SessionUserResponse } from '@strongs/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithSession } from '../test/render-with-session';
import { SiteFooter } from './site-footer';

function accountLinks(user: Partial<SessionUserResponse> | null) {
  renderWithSession(<SiteFooter />, user);
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
