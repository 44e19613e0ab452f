import type { Page } from 'playwright-core';

/** Fills and sends the login form of /auth, as a visitor does. */
export async function login(p: Page, username: string, password: string): Promise<void> {
  await p.getByRole('form', { name: 'Login' }).waitFor();
  await p.getByLabel('Username').fill(username);
  await p.getByLabel('Password', { exact: true }).fill(password);
  await p.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
}

/** The toast with this title. */
export const toast = (p: Page, title: string) => p.locator('.toaster .toast-title', { hasText: title });
