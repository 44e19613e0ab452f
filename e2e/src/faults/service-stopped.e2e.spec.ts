import type { Browser } from 'playwright-core';
import { startStack, type Stack, STACK_START_LIMIT_MS } from '../support/stack';
import { launchChromium, newContext } from '../web/web-browser';
import { isErrorShape, timedGet } from './support/fault-traffic';

jest.setTimeout(120_000);

/** A public route of each service, and the gateway's message once that service is gone. */
const ROUTES = [
  {
    service: 'search',
    path: '/api/search-strongs?q=love&db=kjv',
    message: 'Search service is temporarily unavailable',
  },
  {
    service: 'lexicon',
    path: '/api/strongs/definition/H7225',
    message: 'Dictionary service is temporarily unavailable',
  },
  { service: 'auth', path: '/api/user', message: 'Account service is temporarily unavailable' },
  {
    service: 'importer',
    path: '/api/admin/import-status',
    message: 'Import service is temporarily unavailable',
  },
  {
    service: 'admin',
    path: '/api/system-settings/public',
    message: 'Admin service is temporarily unavailable',
  },
];

/** The stack with one service after another stopped: the gateway answers for it at once, and the web says so. */
describe('a service stopped behind the gateway', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchChromium();
  }, STACK_START_LIMIT_MS);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows the search error toast with the gateway message when the search service is down', async () => {
    await stack.kill('search');
    const context = await newContext(browser, stack.baseUrl);
    const page = await context.newPage();
    try {
      await page.goto('/results?q=love');
      const toast = page.locator('.toaster .toast', { hasText: 'Search Error' });
      await toast.waitFor({ timeout: 30_000 });
      await expect(toast.locator('.toast-description').innerText()).resolves.toBe(
        'Search service is temporarily unavailable',
      );
      await toast.getByRole('alert').waitFor();
    } finally {
      await context.close();
    }
  });

  it('answers 503 with the service named for each stopped service, never hanging', async () => {
    const answers = [];
    for (const route of ROUTES) {
      await stack.kill(route.service);
      const answer = await timedGet(stack.baseUrl, route.path);
      answers.push(answer);
      expect([route.service, answer.status, JSON.parse(answer.body)]).toEqual([
        route.service,
        503,
        { statusCode: 503, message: route.message },
      ]);
      expect(isErrorShape(answer)).toBe(true);
    }
    console.log(
      `[fault] service stopped: gateway 503 in ${answers.map((a, i) => `${ROUTES[i].service} ${a.ms} ms`).join(', ')}`,
    );
  });
});
