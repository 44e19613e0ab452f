import { randomBytes } from 'node:crypto';
import { sharedStack } from '../support/shared-stack';
import { login, toast } from './sign-in-form';
import { describeViolations, seriousViolations, setUpWebSession } from './web-browser';

jest.setTimeout(300_000);

/** The shared stack's administrator, made up for this run by e2e global setup: never shown as a hint. */
const { username: ADMIN_USERNAME } = sharedStack().admin;

const web = setUpWebSession();

describe('Accounts in Chromium', () => {
  it('validates the login form and shows no credential hints', async () => {
    await web.page.goto('/auth');
    await web.page.getByRole('heading', { level: 1, name: "Sign in to Strong's Dictionary" }).waitFor();
    await web.page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
    await web.page.getByText('Username is required').waitFor();
    await web.page.getByText('Password is required').waitFor();
    await expect(web.page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'username',
    );
    const text = await web.page.locator('main').innerText();
    expect(text).not.toMatch(/default|hint|admin123/i);
    expect(text).not.toContain(ADMIN_USERNAME);

    await login(web.page, 'nobody_here', 'not the right password');
    await toast(web.page, 'Login failed').waitFor();
    await web.page.locator('.toaster').getByText('Invalid username or password').waitFor();
  });

  it('registers a user, shows them in the header, logs out and back in', async () => {
    const username = `ruth_${randomBytes(3).toString('hex')}`;
    const password = `${randomBytes(12).toString('base64url')}-Qz7`;
    await web.page.goto('/dictionary');
    await web.page.locator('.site-header').getByRole('link', { name: 'Login' }).click();
    await web.page.waitForURL(/\/auth$/);
    await web.page.getByRole('tab', { name: 'Register' }).click();
    const form = web.page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm password').fill(`${password}x`);
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('Passwords do not match').waitFor();
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Register' }).click();

    await toast(web.page, 'Registration successful').waitFor();
    await web.page.locator('.toaster').getByText(`Welcome, ${username}!`).waitFor();
    // Back where the visitor came from, signed in.
    await web.page.waitForURL(/\/dictionary$/);
    const header = web.page.locator('.site-header');
    await header.getByText(`Signed in as ${username}`).waitFor();
    await expect(header.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);

    await header.getByRole('button', { name: 'Logout' }).click();
    await toast(web.page, 'Logged out').waitFor();
    await web.page.waitForURL(/\/auth$/);
    await header.getByRole('link', { name: 'Login' }).waitFor();
    await expect(web.page.request.get('/api/user').then((r) => r.status())).resolves.toBe(401);

    await login(web.page, username, password);
    await toast(web.page, 'Login successful').waitFor();
    await web.page.locator('.toaster').getByText(`Welcome back, ${username}!`).waitFor();
    await web.page.waitForURL((url) => url.pathname === '/');
    await header.getByText(`Signed in as ${username}`).waitFor();
    await web.page.reload();
    await header.getByText(`Signed in as ${username}`).waitFor();
    await header.getByRole('button', { name: 'Logout' }).click();
    await web.page.waitForURL(/\/auth$/);
    await header.getByRole('link', { name: 'Login' }).waitFor();
  });

  it('sends a visitor without a session from /admin to /auth', async () => {
    // The message shows for 100 ms only: polling for it from here misses it on a loaded machine, so the page
    // itself notes that it was shown, and the note survives the client-side redirect.
    await web.page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Redirecting to login...'))
          document.documentElement.dataset.sawRedirectNotice = 'yes';
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await web.page.goto('/admin');
    await web.page.waitForURL(/\/auth$/);
    expect(await web.page.evaluate(() => document.documentElement.dataset.sawRedirectNotice)).toBe('yes');
    await web.page.getByRole('form', { name: 'Login' }).waitFor();
  });

  it('refuses /admin to a signed-in user without the admin role', async () => {
    const username = `user_${randomBytes(3).toString('hex')}`;
    const password = `${randomBytes(12).toString('base64url')}-Kp4`;
    const created = await web.page.request.post('/api/register', {
      data: { username, password },
      headers: { Origin: web.stack.baseUrl },
    });
    expect(created.status()).toBe(201);
    await web.page.goto('/admin');
    const refusal = web.page.getByRole('alert').filter({ hasText: 'Administrator access required' });
    await refusal.waitFor();
    await expect(refusal.innerText()).resolves.toContain(username);
    await expect(web.page.getByRole('tab', { name: 'Bible Upload' }).count()).resolves.toBe(0);
    // The server refuses too.
    await expect(web.page.request.get('/api/admin/import-status').then((r) => r.status())).resolves.toBe(403);
    const violations = await seriousViolations(web.page);
    expect(describeViolations(violations)).toBe('');
  });
});
