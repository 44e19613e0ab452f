import type { Page } from 'playwright-core';
import { describeViolations, newContext, seriousViolations, setUpWebSession, settled } from './web-browser';

jest.setTimeout(300_000);

const web = setUpWebSession({ pagePerTest: false });

/** A phone, a tablet and a desktop. Every screen is checked at the phone and desktop widths, some at all three. */
const PHONE = 375;
const TABLET = 768;
const DESKTOP = 1280;
const PHONE_DESKTOP = [PHONE, DESKTOP] as const;
const ALL_WIDTHS = [PHONE, TABLET, DESKTOP] as const;

interface Screen {
  path: string;
  /** Names a screen whose path is not its name (the dialogs). */
  name?: string;
  /** What shows that the screen has its data; may open a dialog. */
  ready: (page: Page) => Promise<void>;
  /** The screens with the most layout of their own (and the dialogs) are checked at the tablet width too. */
  widths: readonly number[];
  /** A console error the screen is expected to log (the browser reports the API's 404 of a missing page). */
  expectedError?: RegExp;
}

const heading = (name: string | RegExp) => (p: Page) =>
  p.getByRole('heading', { level: 1, name }).first().waitFor();
const LONG_QUERY = 'a'.repeat(500);

/**
 * Every route of the router (web/src/app/router.tsx) the way a visitor reaches it, a few of them in a
 * second state (a parallel reading, a tab, a Hebrew verse), and the dialogs over the results page.
 */
const SCREENS: Screen[] = [
  { path: '/', ready: (p) => p.getByRole('tab', { name: 'Features' }).waitFor(), widths: ALL_WIDTHS },
  { path: '/results?q=love', ready: (p) => p.locator('.result-card').first().waitFor(), widths: ALL_WIDTHS },
  {
    path: `/results?q=${LONG_QUERY}`,
    ready: (p) => p.locator('.empty-state, [role="status"]').first().waitFor(),
    widths: PHONE_DESKTOP,
  },
  {
    path: '/results?q=love&page=99',
    ready: (p) => p.locator('.past-last-page').waitFor(),
    widths: PHONE_DESKTOP,
  },
  {
    path: '/results?q=John%203%3A16-18&parallel=true',
    ready: (p) => p.locator('.reconciliation-body').waitFor(),
    widths: ALL_WIDTHS,
  },
  {
    path: '/strongs-results?q=G26',
    ready: (p) => p.locator('.result-card').first().waitFor(),
    widths: ALL_WIDTHS,
  },
  {
    path: '/search?q=grace',
    ready: (p) => p.locator('.result-card').first().waitFor(),
    widths: PHONE_DESKTOP,
  },
  { path: '/parallel-bible', ready: heading('Parallel Bible View'), widths: ALL_WIDTHS },
  { path: '/bible', ready: heading('Read the Bible'), widths: PHONE_DESKTOP },
  { path: '/bible/John/3', ready: heading('John 3'), widths: PHONE_DESKTOP },
  { path: '/bible/Psalms/119/105', ready: heading('Psalms 119'), widths: PHONE_DESKTOP },
  {
    path: '/bible/John/3/16?strongs=true',
    ready: (p) => p.locator('.cross-refs li').first().waitFor(),
    widths: ALL_WIDTHS,
  },
  {
    path: '/compare?ref=John+3:16-21&versions=kjv,web,asv,ylt,tr',
    ready: (p) => p.locator('.compare-column').nth(4).locator('[data-verse="3:21"]').waitFor(),
    widths: PHONE_DESKTOP,
  },
  {
    path: '/compare?ref=Genesis+1:1-5&versions=kjv,wlc',
    ready: (p) => p.locator('.compare-column').nth(1).locator('[data-verse="1:5"]').waitFor(),
    widths: PHONE_DESKTOP,
  },
  { path: '/strongs/verse/43/3/16', ready: (p) => p.getByRole('table').waitFor(), widths: PHONE_DESKTOP },
  { path: '/strongs/verse/1/1/1', ready: (p) => p.getByRole('table').waitFor(), widths: ALL_WIDTHS },
  { path: '/dictionary', ready: (p) => p.locator('.dictionary-card').first().waitFor(), widths: ALL_WIDTHS },
  {
    path: '/dictionary/H7225',
    ready: (p) => p.locator('.occurrence-chart svg').waitFor(),
    widths: ALL_WIDTHS,
  },
  { path: '/strongs/G26', ready: (p) => p.locator('.occurrence-chart svg').waitFor(), widths: PHONE_DESKTOP },
  {
    path: '/strongs/G26?tab=occurrences',
    ready: (p) => p.locator('.occurrence-list li').first().waitFor(),
    widths: ALL_WIDTHS,
  },
  { path: '/about', ready: (p) => p.locator('#version-kjv').waitFor(), widths: ALL_WIDTHS },
  {
    path: '/commentaries?q=shepherd',
    ready: (p) => p.locator('.commentary-hit mark').first().waitFor(),
    widths: PHONE_DESKTOP,
  },
  { path: '/topics', ready: (p) => p.locator('.topic-index li').first().waitFor(), widths: ALL_WIDTHS },
  {
    path: '/topics?letter=L&page=2',
    ready: (p) => p.locator('.topic-index li').first().waitFor(),
    widths: PHONE_DESKTOP,
  },
  {
    path: '/topics/love',
    ready: (p) => p.locator('.topic-ref-text').first().waitFor(),
    widths: ALL_WIDTHS,
  },
  {
    path: '/topics/no-such-topic',
    ready: (p) => p.getByRole('alert').waitFor(),
    widths: PHONE_DESKTOP,
    expectedError: /status of 404/,
  },
  { path: '/hebrew-learning', ready: heading('Hebrew Learning Center'), widths: PHONE_DESKTOP },
  { path: '/hebrew-alefbet', ready: heading('Hebrew AlefBet'), widths: PHONE_DESKTOP },
  { path: '/hebrew-verbs', ready: heading('Hebrew Verbs'), widths: PHONE_DESKTOP },
  { path: '/search-help', ready: heading('Search help'), widths: PHONE_DESKTOP },
  { path: '/verify-email', ready: heading('Verify your e-mail address'), widths: PHONE_DESKTOP },
  { path: '/sample', ready: (p) => p.locator('main h1').waitFor(), widths: ALL_WIDTHS },
  { path: '/strongs-test', ready: (p) => p.locator('main h1').waitFor(), widths: ALL_WIDTHS },
  { path: '/parallel-toggle-test', ready: (p) => p.locator('main h1').waitFor(), widths: ALL_WIDTHS },
  { path: '/genesis-test', ready: (p) => p.locator('main h1').waitFor(), widths: ALL_WIDTHS },
  { path: '/mockup-preview', ready: (p) => p.locator('main h1').waitFor(), widths: ALL_WIDTHS },
  {
    path: '/auth',
    ready: (p) =>
      p
        .getByRole('button', { name: /^Log ?in$/i })
        .first()
        .waitFor(),
    widths: PHONE_DESKTOP,
  },
  {
    path: '/admin',
    ready: (p) => p.waitForURL(/\/auth/).then(() => p.locator('main h1').waitFor()),
    widths: PHONE_DESKTOP,
  },
  {
    path: '/account',
    ready: (p) => p.waitForURL(/\/auth/).then(() => p.locator('main h1').waitFor()),
    widths: PHONE_DESKTOP,
  },
  { path: '/study', ready: heading('My study'), widths: PHONE_DESKTOP },
  { path: '/plans', ready: heading('Reading plans'), widths: PHONE_DESKTOP },
  { path: '/no-such-page', ready: heading('Page Not Found'), widths: ALL_WIDTHS },
  {
    path: '/pages/nothing-here',
    ready: heading('Page not found'),
    widths: ALL_WIDTHS,
    expectedError: /status of 404/,
  },
  {
    name: 'the verse-analysis dialog',
    path: '/results?q=John%203%3A16',
    ready: async (p) => {
      await p.getByRole('button', { name: 'STRONGS analysis of John 3:16' }).click();
      await p.getByRole('dialog').getByRole('table').waitFor();
    },
    widths: ALL_WIDTHS,
  },
  {
    name: 'the reconciliation dialog in three columns',
    path: '/results?q=Genesis%201%3A1',
    ready: async (p) => {
      await p.getByRole('button', { name: 'PARALLEL texts of Genesis 1:1' }).click();
      await p.getByRole('switch', { name: /three columns/ }).check();
      await p.locator('.hebrew-text').waitFor();
      await p.getByText('Loading RSTNE verse...').waitFor({ state: 'detached' });
    },
    widths: ALL_WIDTHS,
  },
  {
    name: 'the entry dialog',
    path: '/results?q=love',
    ready: async (p) => {
      await p.getByRole('switch', { name: "Strong's Enhanced" }).check();
      await p.locator('.strongs-link').first().click();
      await p.getByRole('dialog').getByRole('heading', { name: 'KJV Translations' }).waitFor();
    },
    widths: ALL_WIDTHS,
  },
  {
    name: 'the lexicon dialog',
    path: '/results?q=love',
    ready: async (p) => {
      await p.getByRole('switch', { name: "Strong's Enhanced" }).check();
      await p.locator('.strongs-link').first().click();
      await p.getByRole('dialog').getByRole('button', { name: 'Lexicon' }).click();
      await p
        .getByRole('dialog', { name: /^Lexicon/ })
        .locator('.occurrence-mini li')
        .first()
        .waitFor();
    },
    widths: ALL_WIDTHS,
  },
];

/**
 * The page's own signal that it is done: the screen shows its data (`ready`), nothing on it says it is
 * still loading (a spinner, a busy region, the route's progress bar), fonts are in and a frame is painted.
 * Unlike network idle, this does not depend on how long the network happens to stay quiet.
 */
async function pageReady(page: Page): Promise<void> {
  await page.locator('.spinner, [aria-busy="true"], .route-progress').first().waitFor({ state: 'detached' });
  await settled(page);
}

/**
 * What a reader at this width must not meet: sideways scrolling, a second <main>, a dead audio button (the
 * Hebrew pages: one plays or is not there), a serious axe violation. Axe runs at the phone and desktop
 * widths: the tablet shows the same elements as one of them (its menu is the phone's or the desktop's), only
 * arranged otherwise (columns, widths), which the layout checks at the tablet width cover.
 */
async function checkAt(page: Page, name: string, width: number): Promise<void> {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    mains: document.querySelectorAll('main').length,
    skipTarget: document.querySelector('a.skip-link') ? document.getElementById('main')?.tagName : 'MAIN',
    deadAudio: document.querySelectorAll('.hl-audio button:disabled').length,
  }));
  expect({ width, ...layout }).toEqual({
    width,
    scrollWidth: width,
    mains: 1,
    skipTarget: 'MAIN',
    deadAudio: 0,
  });
  if (width === TABLET) return;
  const violations = await seriousViolations(page);
  if (violations.length) throw new Error(`${name} at ${width}px:\n${describeViolations(violations)}`);
}

/**
 * Each screen is loaded once, at its narrowest width (a phone loads it that way), and then widened: the
 * layout and axe are checked at every width on the same page, so a screen's data and dialogs are fetched
 * and opened once instead of once per width.
 */
describe('every screen', () => {
  it.each(SCREENS.map((screen) => [screen.name ?? screen.path, screen] as const))(
    '%s at each of its widths: no sideways scrolling, one <main>, no console error, no serious axe violation',
    async (name, screen) => {
      const [first, ...wider] = [...screen.widths].sort((a, b) => a - b);
      const context = await newContext(web.browser, web.stack.baseUrl, first);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && !screen.expectedError?.test(m.text())) errors.push(m.text());
      });
      try {
        await page.goto(screen.path);
        await screen.ready(page);
        await pageReady(page);
        await checkAt(page, name, first);
        for (const width of wider) {
          await page.setViewportSize({ width, height: 900 });
          await pageReady(page);
          await checkAt(page, name, width);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
