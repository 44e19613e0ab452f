import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

/** Accounts in a browser: what the accounts and study specs both do. */
export const freshName = (stem: string) => `${stem}_${randomBytes(3).toString('hex')}`;
export const freshPassword = () => `${randomBytes(12).toString('base64url')}-Qz7`;

export const header = (p: Page) => p.locator('.site-header');

/** The page is no wider than the window: nothing makes the reader scroll sideways. */
export const overflowsSideways = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Fills and sends the Login form of /auth (the caller checks what follows). */
export async function signIn(p: Page, username: string, password: string): Promise<void> {
  const form = p.getByRole('form', { name: 'Login' });
  await form.waitFor();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** A new account through the API, signed in in the page's browser context. */
export async function registerByApi(
  p: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  const created = await p.request.post('/api/register', {
    data: { username, password },
    headers: { Origin: baseUrl },
  });
  expect(created.status()).toBe(201);
}
