import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { VersionDetails } from '@strongs/contracts';
import { BOOKS } from '@strongs/scripture';
import {
  startServiceProcess,
  stopServiceProcess,
  uniqueQueuePrefix,
  waitUntil,
  type ServiceProcess,
} from '@strongs/testing';
import { startStack, type Stack } from '../support/stack';
import { launchChromium, screenshot, settled, watchErrors } from './web-browser';

jest.setTimeout(300_000);

const ADMIN_USERNAME = `admin_${randomBytes(3).toString('hex')}`;
const ADMIN_PASSWORD = `${randomBytes(18).toString('base64url')}-Aa9!`;
const WIDTHS = [1280, 390] as const;

/** A partial file for the NET slot: the 85 verses of Ruth, as an administrator might upload by mistake. */
const RUTH = BOOKS[7].versesPerChapter
  .flatMap((n, c) =>
    Array.from(
      { length: n },
      (_, v) => `Ruth|${c + 1}|${v + 1}|Ruth verse ${c + 1}:${v + 1} of the uploaded file.`,
    ),
  )
  .join('\n');

const ROOT = join(__dirname, '../../..');
const web = {} as { stack: Stack; browser: Browser; worker: ServiceProcess; uploadDir: string };

describe('the publish gate in Chromium', () => {
  let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
  const contexts: BrowserContext[] = [];

  async function open(width: number, as: 'visitor' | 'admin'): Promise<{ page: Page; errors: string[] }> {
    const context = await web.browser.newContext({
      baseURL: web.stack.baseUrl,
      viewport: { width, height: 900 },
      ...(as === 'admin' ? { storageState: adminState } : {}),
    });
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const netDetails = async (page: Page): Promise<VersionDetails | undefined> =>
    ((await (await page.request.get('/api/bible/versions?details=true')).json()) as VersionDetails[]).find(
      (v) => v.code === 'net',
    );

  beforeAll(async () => {
    // The stack runs no workers: this spec starts the import worker on the stack's queue, database and upload folder.
    const prefix = uniqueQueuePrefix();
    web.uploadDir = mkdtempSync(join(tmpdir(), 'publish-gate-uploads-'));
    const env = { QUEUE_PREFIX: prefix, UPLOAD_DIR: web.uploadDir };
    web.stack = await startStack({ env: { ...env, ADMIN_USERNAME, ADMIN_PASSWORD } });
    web.worker = startServiceProcess(
      'importer-worker',
      join(ROOT, 'dist/services/importer/src/worker.js'),
      { ...process.env, ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: web.stack.databaseUrl },
      ROOT,
    );
    web.browser = await launchChromium();

    const context = await web.browser.newContext({ baseURL: web.stack.baseUrl });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    adminState = await context.storageState();

    const origin = { Origin: web.stack.baseUrl };
    const uploaded = await page.request.post('/api/admin/upload-bible', {
      headers: origin,
      multipart: {
        bibleVersion: 'net',
        file: { name: 'ruth.txt', mimeType: 'text/plain', buffer: Buffer.from(RUTH) },
      },
    });
    expect(uploaded.status()).toBe(200);
    const { file } = (await uploaded.json()) as { file: { path: string } };
    // The dry run waits for the import worker, which may still be busy with the stack's own start.
    const queued = await page.request.post('/api/admin/import-bible', {
      headers: origin,
      data: { version: 'net', filePath: file.path },
      timeout: 240_000,
    });
    expect(queued.status()).toBe(202);
    await waitUntil(async () => (await netDetails(page))?.installed === true, {
      what: 'the Ruth import into net',
      timeoutMs: 120_000,
      everyMs: 500,
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await web.browser?.close();
    if (web.worker) await stopServiceProcess(web.worker);
    await web.stack?.stop();
    if (web.uploadDir) rmSync(web.uploadDir, { recursive: true, force: true });
  });

  it.each(WIDTHS)("a visitor's version menus at %i px do not offer the unpublished import", async (width) => {
    const { page, errors } = await open(width, 'visitor');
    await page.goto('/');
    const select = page.getByLabel('Bible version', { exact: true });
    // The options are drawn before the list of versions arrives; wait for the list's answer.
    await waitUntil(
      async () => (await select.locator('option[value="net"]').textContent()) === 'NET (not installed)',
      {
        what: "the visitor's menu naming NET not installed",
        timeoutMs: 30_000,
      },
    );
    expect(await select.locator('option[value="net"]').isDisabled()).toBe(true);
    expect(await select.innerText()).not.toMatch(/unpublished|Ruth only/);
    await settled(page);
    await screenshot(page, 'publish-gate-visitor-search');

    await page.goto('/bible/Ruth/1');
    const reader = page.getByLabel('Version', { exact: true });
    await reader.locator('option[value="kjv"]').waitFor({ state: 'attached' });
    await expect(reader.locator('option[value="net"]').count()).resolves.toBe(0);

    await page.goto('/about');
    const net = page.locator('#version-net');
    await net.getByText('Not installed', { exact: false }).first().waitFor();
    expect(await net.innerText()).not.toMatch(/unpublished|ruth\.txt|Ruth only/);
    await settled(page);
    await screenshot(page, 'publish-gate-visitor-about');

    const search = await page.request.get('/api/search-strongs?q=Ruth&db=net');
    expect(search.status()).toBe(400);
    await expect(search.json()).resolves.toEqual({
      statusCode: 400,
      message: 'Version net is not installed',
    });
    expect(errors).toEqual([]);
  });

  it.each(WIDTHS)(
    "an administrator's version menus at %i px list it, marked unpublished with its coverage",
    async (width) => {
      const { page, errors } = await open(width, 'admin');
      await page.goto('/');
      const select = page.getByLabel('Bible version', { exact: true });
      const option = select.locator('option[value="net"]');
      await waitUntil(
        async () => (await option.textContent()) === 'NET · Ruth only, 85 verses (unpublished)',
        {
          what: "the admin's menu naming the unpublished text",
          timeoutMs: 30_000,
        },
      );
      expect(await option.isDisabled()).toBe(false);
      await select.selectOption('net');
      await settled(page);
      await screenshot(page, 'publish-gate-admin-search');

      await page.goto('/bible/Ruth/1?version=net');
      const reader = page.getByLabel('Version', { exact: true });
      await expect(reader.locator('option[value="net"]').textContent()).resolves.toBe(
        'NET · Ruth only, 85 verses (unpublished)',
      );
      await page.getByText('Ruth verse 1:1 of the uploaded file.').waitFor();
      await settled(page);
      await screenshot(page, 'publish-gate-admin-reader');

      await page.goto('/about');
      const net = page.locator('#version-net');
      await net.getByText('unpublished', { exact: true }).waitFor();
      await net.getByText(/85 verses installed · Ruth only, 85 verses/).waitFor();
      await settled(page);
      await screenshot(page, 'publish-gate-admin-about');
      expect(errors).toEqual([]);
    },
  );

  it('shows the text to visitors once an administrator publishes it with its name, source, licence and coverage', async () => {
    const { page: admin } = await open(1280, 'admin');
    const published = await admin.request.post('/api/admin/versions/net/publish', {
      headers: { Origin: web.stack.baseUrl },
      data: {
        name: 'New English Translation (Ruth)',
        source: 'Licensed file from the publisher',
        licence: 'Used by permission',
        coverage: 'Ruth only, 85 verses',
      },
    });
    expect(published.status()).toBe(200);
    const { page, errors } = await open(1280, 'visitor');
    await waitUntil(async () => (await netDetails(page))?.installed === true, {
      what: 'net published to visitors',
      timeoutMs: 30_000,
      everyMs: 500,
    });
    await page.goto('/');
    const option = page.getByLabel('Bible version', { exact: true }).locator('option[value="net"]');
    await waitUntil(async () => (await option.textContent()) === 'NET · Ruth only, 85 verses', {
      what: 'the published text in the menu',
      timeoutMs: 30_000,
    });
    expect(await option.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });
});
