import type { Page } from 'playwright-core';
import { describeViolations, newContext, screenshot, seriousViolations, setUpWebSession, settled, watchErrors, WIDTHS } from './web-browser';

jest.setTimeout(300_000);

const web = setUpWebSession({ pagePerTest: false });

interface Screen {
  name: string;
  path: string;
  /** Waits until the screen shows its data, and may open a dialog. */
  ready(page: Page): Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', ready: (p) => p.getByRole('tab', { name: 'Features' }).waitFor() },
  { name: 'results', path: '/results?q=charity', ready: (p) => p.locator('.result-card').first().waitFor() },
  { name: 'results-parallel', path: '/results?q=John%203%3A16-18&parallel=true', ready: (p) => p.locator('.reconciliation-body').waitFor() },
  { name: 'strongs-results', path: '/strongs-results?q=H7225', ready: (p) => p.locator('.result-card').first().waitFor() },
  { name: 'reader', path: '/bible/John/3/16?strongs=true', ready: (p) => p.locator('.cross-refs li').first().waitFor() },
  { name: 'verse-analysis', path: '/strongs/verse/1/1/1', ready: (p) => p.getByRole('table').waitFor() },
  { name: 'dictionary', path: '/dictionary', ready: (p) => p.locator('.dictionary-card').first().waitFor() },
  { name: 'entry', path: '/dictionary/H7225', ready: (p) => p.locator('.occurrence-chart svg').waitFor() },
  { name: 'entry-occurrences', path: '/strongs/G26?tab=occurrences', ready: (p) => p.locator('.occurrence-list li').first().waitFor() },
  { name: 'about', path: '/about', ready: (p) => p.locator('#version-kjv').waitFor() },
  { name: 'parallel-bible', path: '/parallel-bible', ready: (p) => p.getByRole('heading', { name: 'Parallel Bible View' }).waitFor() },
  { name: 'not-found', path: '/no-such-page', ready: (p) => p.getByRole('heading', { name: 'Page Not Found' }).waitFor() },
  {
    name: 'dialog-verse-analysis',
    path: '/results?q=John%203%3A16',
    ready: async (p) => {
      await p.getByRole('button', { name: 'STRONGS analysis of John 3:16' }).click();
      await p.getByRole('dialog').getByRole('table').waitFor();
    },
  },
  {
    name: 'dialog-reconciliation',
    path: '/results?q=Genesis%201%3A1',
    ready: async (p) => {
      await p.getByRole('button', { name: 'PARALLEL texts of Genesis 1:1' }).click();
      await p.getByRole('switch', { name: /three columns/ }).check();
      await p.locator('.hebrew-text').waitFor();
      await p.getByText('Loading RSTNE verse...').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'dialog-entry',
    path: '/results?q=love',
    ready: async (p) => {
      await p.getByRole('switch', { name: "Strong's Enhanced" }).check();
      await p.locator('.strongs-link').first().click();
      await p.getByRole('dialog').getByRole('heading', { name: 'KJV Translations' }).waitFor();
    },
  },
  {
    name: 'dialog-lexicon',
    path: '/results?q=love',
    ready: async (p) => {
      await p.getByRole('switch', { name: "Strong's Enhanced" }).check();
      await p.locator('.strongs-link').first().click();
      await p.getByRole('dialog').getByRole('button', { name: 'Lexicon' }).click();
      await p.getByRole('dialog', { name: /^Lexicon/ }).locator('.occurrence-mini li').first().waitFor();
    },
  },
];

describe.each(SCREENS)('screen $name', (screen) => {
  it.each(WIDTHS)('has no serious or critical axe violations at %i px and is kept as a screenshot', async (width) => {
    const context = await newContext(web.browser, web.stack.baseUrl, width);
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(screen.path);
      await screen.ready(page);
      await settled(page);
      await screenshot(page, screen.name);
      const violations = await seriousViolations(page);
      if (violations.length) throw new Error(`${screen.name} at ${width}px:\n${describeViolations(violations)}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
