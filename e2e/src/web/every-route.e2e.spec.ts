import type { Page } from 'playwright-core';
import { describeViolations, newContext, seriousViolations, setUpWebSession } from './web-browser';

jest.setTimeout(300_000);

const web = setUpWebSession({ pagePerTest: false });

interface Route {
  path: string;
  /** What shows that the screen has its data. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (p: Page) =>
  p.getByRole('heading', { level: 1, name }).first().waitFor();
const LONG_QUERY = 'a'.repeat(500);

/** Every route of the router (web/src/app/router.tsx), the way a visitor reaches it. */
const ROUTES: Route[] = [
  { path: '/', ready: (p) => p.getByRole('tab', { name: 'Features' }).waitFor() },
  { path: '/results?q=love', ready: (p) => p.locator('.result-card').first().waitFor() },
  {
    path: `/results?q=${LONG_QUERY}`,
    ready: (p) => p.locator('.empty-state, [role="status"]').first().waitFor(),
  },
  { path: '/results?q=love&page=99', ready: (p) => p.locator('.past-last-page').waitFor() },
  { path: '/strongs-results?q=G26', ready: (p) => p.locator('.result-card').first().waitFor() },
  { path: '/search?q=grace', ready: (p) => p.locator('.result-card').first().waitFor() },
  { path: '/parallel-bible', ready: heading('Parallel Bible View') },
  { path: '/bible', ready: heading('Read the Bible') },
  { path: '/bible/John/3', ready: heading('John 3') },
  { path: '/bible/Psalms/119/105', ready: heading('Psalms 119') },
  {
    path: '/compare?ref=John+3:16-21&versions=kjv,web,asv,ylt,tr',
    ready: (p) => p.locator('.compare-column').nth(4).locator('[data-verse="3:21"]').waitFor(),
  },
  {
    path: '/compare?ref=Genesis+1:1-5&versions=kjv,wlc',
    ready: (p) => p.locator('.compare-column').nth(1).locator('[data-verse="1:5"]').waitFor(),
  },
  { path: '/strongs/verse/43/3/16', ready: (p) => p.getByRole('table').waitFor() },
  { path: '/dictionary', ready: (p) => p.locator('.dictionary-card').first().waitFor() },
  { path: '/dictionary/H7225', ready: (p) => p.locator('.occurrence-chart svg').waitFor() },
  { path: '/strongs/G26', ready: (p) => p.locator('.occurrence-chart svg').waitFor() },
  { path: '/about', ready: (p) => p.locator('#version-kjv').waitFor() },
  { path: '/hebrew-learning', ready: heading('Hebrew Learning Center') },
  { path: '/hebrew-alefbet', ready: heading('Hebrew AlefBet') },
  { path: '/hebrew-verbs', ready: heading('Hebrew Verbs') },
  { path: '/sample', ready: (p) => p.locator('main h1').waitFor() },
  { path: '/strongs-test', ready: (p) => p.locator('main h1').waitFor() },
  { path: '/parallel-toggle-test', ready: (p) => p.locator('main h1').waitFor() },
  { path: '/genesis-test', ready: (p) => p.locator('main h1').waitFor() },
  { path: '/mockup-preview', ready: (p) => p.locator('main h1').waitFor() },
  {
    path: '/auth',
    ready: (p) =>
      p
        .getByRole('button', { name: /^Log ?in$/i })
        .first()
        .waitFor(),
  },
  { path: '/admin', ready: (p) => p.waitForURL(/\/auth/).then(() => p.locator('main h1').waitFor()) },
  { path: '/account', ready: (p) => p.waitForURL(/\/auth/).then(() => p.locator('main h1').waitFor()) },
  { path: '/no-such-page', ready: heading('Page Not Found') },
];

const WIDTHS = [390, 1280] as const;

describe.each(ROUTES)('$path', (route) => {
  it.each(WIDTHS)(
    'at %i px: no sideways scrolling, one <main>, no console error, no serious axe violation',
    async (width) => {
      const context = await newContext(web.browser, web.stack.baseUrl, width);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      try {
        await page.goto(route.path);
        await route.ready(page);
        await page.waitForLoadState('networkidle');
        const layout = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          mains: document.querySelectorAll('main').length,
          skipTarget: document.querySelector('a.skip-link')
            ? document.getElementById('main')?.tagName
            : 'MAIN',
        }));
        expect(layout).toEqual({ scrollWidth: width, mains: 1, skipTarget: 'MAIN' });
        const violations = await seriousViolations(page);
        if (violations.length)
          throw new Error(`${route.path} at ${width}px:\n${describeViolations(violations)}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
