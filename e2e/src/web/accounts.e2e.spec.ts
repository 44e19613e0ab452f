import type { Page } from 'playwright-core';
import { sharedStack } from '../support/shared-stack';
import { describeViolations, screenshot, seriousViolations, setUpWebSession } from './web-browser';
import { freshName, freshPassword, header, overflowsSideways, registerByApi, signIn } from './web-accounts';

jest.setTimeout(300_000);

/** The shared stack's administrator, made up for this run by e2e global setup (no default exists). */
const { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } = sharedStack().admin;

const web = setUpWebSession({ pagePerTest: false });

const toastText = (p: Page, text: string) => p.locator('.toaster').getByText(text);

const register = (p: Page, username: string, password: string) =>
  registerByApi(p, web.stack.baseUrl, username, password);

describe('Accounts in Chromium', () => {
  const open = (width?: number) => web.openPage(width);

  it('changing the password in one browser signs the account out in the other', async () => {
    const username = freshName('ruth');
    const oldPassword = freshPassword();
    const newPassword = freshPassword();
    const here = await open();
    const elsewhere = await open();
    await register(here, username, oldPassword);
    await elsewhere.goto('/auth');
    await signIn(elsewhere, username, oldPassword);
    await header(elsewhere).getByText(`Signed in as ${username}`).waitFor();

    await here.goto('/');
    await header(here).getByRole('link', { name: 'Account' }).click();
    await here.waitForURL(/\/account$/);
    await here.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    const details = here.getByRole('region', { name: 'Account details' });
    await details.getByText(username, { exact: true }).waitFor();
    await details.getByText('User', { exact: true }).waitFor();

    const form = here.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not the password at all');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('alert').getByText('The current password is not right').waitFor();

    await form.getByLabel('Current password').fill(oldPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your password has been changed.').waitFor();
    await form
      .getByText(
        'Every other browser or device signed in to this account has been signed out. You stay signed in here.',
      )
      .waitFor();
    expect(describeViolations(await seriousViolations(here))).toBe('');
    await screenshot(here, 'account-password-changed');
    await here.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsSideways(here)).toBe(false);
    await screenshot(here, 'account-password-changed');
    // On a phone the header's menu holds the account link.
    await header(here).getByRole('button', { name: 'Menu' }).click();
    await header(here).getByRole('link', { name: 'Account' }).waitFor();
    await here.setViewportSize({ width: 1280, height: 900 });

    // This browser stays signed in; the other one is signed out at its next request.
    await here.reload();
    await header(here).getByText(`Signed in as ${username}`).waitFor();
    await elsewhere.reload();
    await header(elsewhere).getByRole('link', { name: 'Login' }).waitFor();
    await elsewhere.goto('/account');
    await elsewhere.waitForURL(/\/auth$/);
    await signIn(elsewhere, username, oldPassword);
    await toastText(elsewhere, 'Invalid username or password').waitFor();
    await signIn(elsewhere, username, newPassword);
    // Back where the visitor was going.
    await elsewhere.waitForURL(/\/account$/);
    await elsewhere.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
  });

  it('an administrator lists users, disables one (who cannot sign in then) and enables them again', async () => {
    const username = freshName('naomi');
    const password = freshPassword();
    const user = await open();
    await register(user, username, password);
    await user.goto('/');
    await header(user).getByText(`Signed in as ${username}`).waitFor();

    const admin = await open();
    await admin.goto('/auth');
    await signIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
    await admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.waitForURL(/tab=users/);
    await admin.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
    const table = admin.getByRole('table', { name: 'Accounts' });
    await table.getByRole('rowheader', { name: `${ADMIN_USERNAME} (you)` }).waitFor();

    await admin.getByLabel('Search by user name').fill(username.slice(0, 8));
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const row = table.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: username }) });
    await row.getByText('Active').waitFor();
    await expect(row.getByRole('cell').first().innerText()).resolves.toBe('User');

    await row.getByRole('button', { name: `Disable ${username}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Disable ${username}?` });
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await admin.getByText(`${username} is disabled and signed out everywhere`).waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Enable ${username}` }).waitFor();
    await screenshot(admin, 'admin-users-disabled');

    // The user's open session ended, and the right password no longer signs them in.
    await user.reload();
    await header(user).getByRole('link', { name: 'Login' }).waitFor();
    await user.goto('/auth');
    await signIn(user, username, password);
    await toastText(user, 'This account is disabled: ask an administrator').waitFor();

    // Administrators cannot lock themselves out: the server refuses and says why.
    await admin.getByRole('button', { name: 'Show all' }).click();
    await admin.getByLabel('Search by user name').fill(ADMIN_USERNAME);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('button', { name: `Disable ${ADMIN_USERNAME}` }).click();
    await admin
      .getByRole('dialog', { name: `Disable ${ADMIN_USERNAME}?` })
      .getByRole('button', { name: 'Disable', exact: true })
      .click();
    await admin.getByText('You cannot disable your own account').waitFor();

    await admin.getByLabel('Search by user name').fill(username);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await row.getByRole('button', { name: `Enable ${username}` }).click();
    await admin.getByText(`${username} may sign in again`).waitFor();
    await row.getByText('Active').waitFor();
    await signIn(user, username, password);
    await header(user).getByText(`Signed in as ${username}`).waitFor();

    await admin.getByRole('button', { name: 'Show all' }).click();
    await table.getByRole('rowheader', { name: `${ADMIN_USERNAME} (you)` }).waitFor();
    expect(describeViolations(await seriousViolations(admin))).toBe('');
    await screenshot(admin, 'admin-users');
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsSideways(admin)).toBe(false);
    expect(describeViolations(await seriousViolations(admin))).toBe('');
    await screenshot(admin, 'admin-users');
  });
});
