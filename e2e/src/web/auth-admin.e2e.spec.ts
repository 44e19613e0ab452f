import { BIBLE_UPLOAD_VERSIONS } from '@strongs/contracts';
import { waitUntil } from '@strongs/testing';
import { adminSession, sharedStack } from '../support/shared-stack';
import {
  describeViolations,
  newContext,
  screenshot,
  seriousViolations,
  setUpWebSession,
  watchErrors,
  WIDTHS,
} from './web-browser';
import { login, toast } from './sign-in-form';

jest.setTimeout(300_000);

/** The shared stack's administrator, made up for this run by e2e global setup (no default exists). */
const { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } = sharedStack().admin;

const ADMIN_TABS = [
  'Bible Upload',
  'Import Status',
  'SQL Import',
  'Text to SQL',
  'Advertisements',
  'Content Boxes',
  'Custom Pages',
  'ADMIN BOT',
  'Email Test',
  'System Settings',
  'Users',
];

const web = setUpWebSession();

/** Set while results_per_page is changed on the shared stack: a test that fails half-way still puts it back. */
let restoreResultsPerPage: (() => Promise<void>) | undefined;
afterAll(async () => restoreResultsPerPage?.());

async function putBackResultsPerPage(value: number): Promise<void> {
  const stack = sharedStack();
  const headers = {
    'content-type': 'application/json',
    origin: stack.baseUrl,
    cookie: await adminSession(stack),
  };
  const res = await fetch(`${stack.baseUrl}/api/system-settings/results_per_page`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ value }),
  });
  expect(res.status).toBe(200);
  const perPage = async () =>
    ((await (await fetch(`${stack.baseUrl}/api/search-strongs?q=love`)).json()) as { perPage: number })
      .perPage;
  await waitUntil(async () => (await perPage()) === value, {
    what: `searches paged by ${value} again`,
    timeoutMs: 15_000,
    everyMs: 250,
  });
}

describe('Admin dashboard in Chromium', () => {
  it('signs the administrator in to the dashboard with its eleven tabs', async () => {
    await web.page.goto('/auth');
    await login(web.page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await toast(web.page, 'Login successful').waitFor();
    await web.page.waitForURL(/\/admin$/);
    await web.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await expect(
      web.page.getByRole('tablist', { name: 'Admin tools' }).getByRole('tab').allInnerTexts(),
    ).resolves.toEqual(ADMIN_TABS);

    // Bible Upload: the form validates before anything is sent.
    await web.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await web.page.getByText('Bible version is required').waitFor();
    await web.page.getByText('A file is required').waitFor();
    await expect(
      web.page.getByLabel('Bible version', { exact: true }).locator('option').count(),
    ).resolves.toBe(BIBLE_UPLOAD_VERSIONS.length + 1); // the 14 slots and "choose"

    // Import Status, SQL Import, Text to SQL: each shows its data, its empty state or its error.
    await web.page.getByRole('tab', { name: 'Import Status' }).click();
    await web.page.waitForURL(/tab=import-status/);
    await web.page.getByRole('heading', { name: 'Import Status', level: 2 }).waitFor();
    await web.page.getByRole('heading', { name: 'Active imports', level: 3 }).waitFor();
    await web.page.getByText('No active imports.').waitFor();
    await web.page.getByRole('heading', { name: 'Completed imports', level: 3 }).waitFor();

    await web.page.getByRole('tab', { name: 'SQL Import' }).click();
    await web.page.getByRole('heading', { name: 'SQL Import', level: 2 }).waitFor();
    await web.page.locator('.admin-empty, .admin-form').first().waitFor();

    await web.page.getByRole('tab', { name: 'Text to SQL' }).click();
    await web.page.getByRole('tab', { name: 'Convert Files' }).waitFor();
    await expect(web.page.getByLabel('Table name').inputValue()).resolves.toBe('bible_verses_custom');
    await web.page.getByRole('button', { name: 'Convert to SQL' }).click();
    await toast(web.page, 'No file selected').waitFor();
    await web.page.getByRole('tab', { name: 'Download Converted Files' }).click();
    await web.page.getByRole('button', { name: /Refresh List|Refreshing/ }).waitFor();
    await web.page.locator('.admin-empty, table').first().waitFor();

    // The admin service's six tabs, on live data.
    const openTab = async (name: string) => {
      await web.page.getByRole('tab', { name, exact: true }).click();
      await web.page.getByRole('heading', { level: 2, name }).waitFor();
    };
    for (const [name, empty] of [
      ['Advertisements', 'No advertisements created yet'],
      ['Content Boxes', 'No content boxes created yet'],
      ['Custom Pages', 'No custom pages created yet'],
    ]) {
      await openTab(name);
      await web.page.getByText(empty).waitFor();
    }
    await openTab('ADMIN BOT');
    await web.page.getByRole('tab', { name: 'Agent Instructions' }).click();
    await web.page.getByText('disable check <check>').waitFor();
    await openTab('Email Test');
    await web.page.locator('iframe.admin-email-frame').first().waitFor();

    // A setting changed in the tab steers the search service (its settings reader refreshes within 5 s).
    const perPage = async () =>
      ((await (await web.page.request.get('/api/search-strongs?q=love')).json()) as { perPage: number })
        .perPage;
    const usualPerPage = await perPage();
    restoreResultsPerPage = () => putBackResultsPerPage(usualPerPage);
    await openTab('System Settings');
    await web.page.getByRole('tab', { name: 'search', exact: true }).click();
    await web.page.getByRole('button', { name: /Results per page/ }).click();
    await web.page.getByRole('button', { name: 'Edit Results per page' }).click();
    await web.page.getByRole('spinbutton', { name: 'Results per page' }).fill('12');
    await web.page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(web.page, 'Setting updated').waitFor();
    // Every service reads settings through a 5 s cache.
    await waitUntil(async () => (await perPage()) === 12, {
      what: 'searches paged by 12',
      timeoutMs: 15_000,
      everyMs: 250,
    });
    const restored = await web.page.request.put('/api/system-settings/results_per_page', {
      data: { value: usualPerPage },
      headers: { Origin: web.stack.baseUrl },
    });
    expect(restored.status()).toBe(200);
    // The stack is shared: the specs after this one search with the usual page size again.
    await waitUntil(async () => (await perPage()) === usualPerPage, {
      what: `searches paged by ${usualPerPage} again`,
      timeoutMs: 15_000,
      everyMs: 250,
    });
    restoreResultsPerPage = undefined;

    // The open tab survives a reload; the guard checks the session again.
    await web.page.reload();
    await web.page.getByRole('heading', { level: 2, name: 'System Settings' }).waitFor();

    await web.page.getByRole('link', { name: 'View Site' }).click();
    await web.page.waitForURL((url) => url.pathname === '/');
    await web.page.locator('.site-header').getByText(`Signed in as ${ADMIN_USERNAME}`).waitFor();
    await web.page.locator('.site-header').getByRole('link', { name: 'Admin' }).click();
    await web.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await web.page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await toast(web.page, 'Logged out').waitFor();
    await web.page.waitForURL(/\/auth$/);
    await web.page.goto('/admin');
    await web.page.waitForURL(/\/auth$/);
  });

  it('uploads a Bible with a progress bar, lists it for import and converts text to SQL with its report', async () => {
    const verses = [
      'Gen 1:1 In the beginning God created the heaven and the earth.',
      'Gen 1:2 And the earth was without form, and void.',
      'Gen 1:3 And God said, Let there be light: and there was light.',
    ];
    await web.page.goto('/auth');
    await login(web.page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await web.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    // Bible Upload: NET is offered; the versions without a slot are shown, disabled, and explained.
    const versions = web.page.getByLabel('Bible version', { exact: true });
    expect(await versions.locator('option[value="net"]').isDisabled()).toBe(false);
    for (const slotless of ['geneva', 'coverdale', 'bishops', 'tyndale'])
      expect(await versions.locator(`option[value="${slotless}"]`).isDisabled()).toBe(true);
    await web.page
      .getByText(
        'geneva, coverdale, bishops, tyndale have no slot on this site yet: their files cannot be imported.',
      )
      .waitFor();
    await screenshot(web.page, 'bible-upload-form');

    // The server's refusal of a bad file is shown as it says it.
    await versions.selectOption('net');
    await web.page.getByLabel('Bible file').setInputFiles({
      name: 'not-osis.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from('<html><body>not a Bible</body></html>'),
    });
    await web.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(web.page, 'Upload failed').waitFor();
    await web.page
      .locator('.toaster')
      .getByText('The .xml file is not an OSIS Bible (no <osis>/<osisText> element)')
      .waitFor();
    await screenshot(web.page, 'bible-upload-refused');
    const wide = web.page.viewportSize();
    await web.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(web.page, 'bible-upload-refused');
    if (wide) await web.page.setViewportSize(wide);
    const bible = {
      name: 'nkjv-sample.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${verses.join('\n')}\n`),
    };
    await web.page.getByLabel('Bible file').setInputFiles(bible);

    // An accepted upload shows the percent bar, then opens Import Status listing the file with Start Import.
    // The answer is held back until the bar has been seen (a 200-byte file is sent at once).
    let barSeen!: () => void;
    const heldUntilBarSeen = new Promise<void>((resolve) => (barSeen = resolve));
    await web.page.route('**/api/admin/upload-bible', async (route) => {
      await heldUntilBarSeen;
      await route.continue();
    });
    await web.page.getByLabel('Bible version', { exact: true }).selectOption('nkjv');
    await web.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await web.page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    barSeen();
    await toast(web.page, 'Upload successful').waitFor();
    await web.page.waitForURL(/tab=import-status/);
    const row = web.page.getByRole('row').filter({ hasText: 'nkjv-sample.txt' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Start Import of nkjv-sample.txt as nkjv' }).waitFor();

    // A wrong type is refused in the browser before anything is sent.
    await web.page.getByRole('tab', { name: 'Bible Upload' }).click();
    await web.page.getByLabel('Bible version', { exact: true }).selectOption('kjv');
    await web.page
      .getByLabel('Bible file')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await web.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await web.page.getByText('Accepted files: .sql, .txt, .tsv, .csv, .xml, .usfm, .sfm, .imp').waitFor();

    // Text to SQL: one line cannot be read; it is counted and listed with its line number.
    await web.page.getByRole('tab', { name: 'Text to SQL' }).click();
    await web.page.getByLabel('Text file (.txt)').setInputFiles({
      name: 'sample.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${verses[0]}\nthis line is not a verse\n${verses[1]}\n${verses[2]}\n`),
    });
    await web.page.getByRole('button', { name: 'Convert to SQL' }).click();
    await toast(web.page, 'Conversion successful').waitFor();
    const report = web.page.locator('.admin-result');
    await report.getByText('3 verses converted.').waitFor();
    await report
      .locator('.admin-unreadable')
      .getByText(/1\s+line could not be read/)
      .waitFor();
    await expect(
      report.getByRole('table', { name: 'Unreadable lines' }).getByRole('cell').first().innerText(),
    ).resolves.toBe('2');
    const download = report.getByRole('link', { name: /^Download / });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/api\/converter\/download-sql\//);
    const sql = await web.page.request.get(href!);
    expect(sql.status()).toBe(200);
    expect(await sql.text()).toMatch(/INSERT/i);

    await web.page.getByRole('tab', { name: 'Download Converted Files' }).click();
    await web.page
      .getByRole('table')
      .getByRole('link', { name: /^Download / })
      .first()
      .waitFor();
    await web.page.getByRole('button', { name: 'Refresh List' }).click();
    await web.page
      .getByRole('table')
      .getByRole('link', { name: /^Download / })
      .first()
      .waitFor();
  });

  it('has no serious accessibility violations on /auth and /admin, at three widths', async () => {
    for (const width of WIDTHS) {
      const ctx = await newContext(web.browser, web.stack.baseUrl, width);
      const p = await ctx.newPage();
      const pageErrors = watchErrors(p);
      await p.goto('/auth');
      await p.getByRole('form', { name: 'Login' }).waitFor();
      expect(describeViolations(await seriousViolations(p))).toBe('');
      await screenshot(p, 'auth-login');

      // The footer's Register link opens /auth?mode=register on the Register tab.
      await p.goto('/auth?mode=register');
      await expect(p.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).resolves.toBe(
        'true',
      );
      await p.getByRole('form', { name: 'Register' }).getByRole('button', { name: 'Register' }).click();
      await p.getByText('Username is required').waitFor();
      expect(describeViolations(await seriousViolations(p))).toBe('');
      await screenshot(p, 'auth-register-errors');

      await p.getByRole('tab', { name: 'Login' }).click();
      await login(p, ADMIN_USERNAME, ADMIN_PASSWORD);
      await p.waitForURL(/\/admin$/);
      await p.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      await p.waitForSelector('.toaster .toast', { state: 'detached', timeout: 10_000 });
      expect(describeViolations(await seriousViolations(p))).toBe('');
      await screenshot(p, 'admin-bible-upload');

      for (const [tab, name] of [
        ['import-status', 'Import Status'],
        ['sql-import', 'SQL Import'],
        ['text-to-sql', 'Text to SQL'],
        ['admin-bot', 'ADMIN BOT'],
      ] as const) {
        await p.goto(`/admin?tab=${tab}`);
        await p.getByRole('heading', { level: 2, name }).waitFor();
        await p.locator('.spinner').first().waitFor({ state: 'detached' });
        expect(describeViolations(await seriousViolations(p))).toBe('');
        await screenshot(p, `admin-${tab}`);
      }
      await ctx.close();
      expect(pageErrors).toEqual([]);
    }
  });
});
