import type { Page } from 'playwright-core';
import { seriousViolations, describeViolations, setUpWebSession } from './web-browser';

jest.setTimeout(120_000);

const web = setUpWebSession();

interface SearchAnswer {
  totalResults: number;
}

/** The total the API gives for the very query string the panel wrote. */
async function apiTotal(page: Page, q: string, db: string): Promise<number> {
  const response = await page.request.get(`/api/search-strongs?q=${encodeURIComponent(q)}&db=${db}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as SearchAnswer).totalResults;
}

async function shownTotal(page: Page): Promise<number> {
  const line = page.locator('.results-toolbar .count-line');
  await line.waitFor();
  return Number((await line.innerText()).match(/of ([\d,]+) results/)![1].replace(/,/g, ''));
}

describe('the advanced search panel', () => {
  it.each([1280, 390])(
    'writes in: and morph: into the box’s query, with the right counts, at %i px',
    async (width) => {
      const page = await web.reopen(width);
      await page.goto('/');
      const panel = page.locator('details.advanced-search');
      await panel.locator('summary').click();
      await panel.getByLabel('All of these words').fill('love');
      await panel.getByLabel('Any of these words').fill('brother neighbour');
      await panel.getByLabel('From book').selectOption({ label: 'Matthew' });
      await panel.getByLabel('To book').selectOption({ label: 'John' });
      await expect(panel.locator('.advanced-preview code').innerText()).resolves.toBe(
        'love brother OR neighbour in:Matt-John',
      );
      const violations = await seriousViolations(page);
      if (violations.length) throw new Error(describeViolations(violations));
      await panel.getByRole('button', { name: 'Search with these' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'love brother OR neighbour in:Matt-John');
      const gospels = await shownTotal(page);
      expect(gospels).toBeGreaterThan(0);
      expect(gospels).toBe(await apiTotal(page, 'love brother OR neighbour in:Matt-John', 'kjv'));

      // The Hebrew text offers its own parsings; the query is the one the box takes by hand.
      await page.goto('/');
      await page.getByRole('search').getByLabel('Bible version').selectOption('wlc');
      await panel.locator('summary').click();
      await panel.getByLabel("Strong's number").fill('H1254');
      await panel.getByLabel('Stem').selectOption('qal');
      await panel.getByLabel('Tense').selectOption('perfect');
      await panel.getByLabel('Testament').selectOption('ot');
      await expect(panel.locator('.advanced-preview code').innerText()).resolves.toBe(
        'H1254 in:ot morph:qal,perfect',
      );
      await panel.getByRole('button', { name: 'Search with these' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'H1254 in:ot morph:qal,perfect');
      const created = await shownTotal(page);
      expect(created).toBeGreaterThan(0);
      expect(created).toBe(await apiTotal(page, 'H1254 in:ot morph:qal,perfect', 'wlc'));
      expect(created).toBeLessThan(await apiTotal(page, 'H1254', 'wlc'));
    },
  );

  it('offers Greek parsings for the TR and links a help page whose examples run', async () => {
    await web.page.goto('/');
    await web.page.getByRole('search').getByLabel('Bible version').selectOption('tr');
    const panel = web.page.locator('details.advanced-search');
    await panel.locator('summary').click();
    await expect(panel.getByLabel('Mood').locator('option').allInnerTexts()).resolves.toContain('imperative');
    await expect(panel.getByLabel('Stem').count()).resolves.toBe(0);
    await panel.getByRole('link', { name: /Search help/ }).click();
    await web.page.getByRole('heading', { name: 'Search help' }).waitFor();
    await web.page.getByRole('link', { name: 'G25 morph:imperative' }).click();
    await web.page.waitForURL((url) => url.searchParams.get('db') === 'tr');
    await expect(shownTotal(web.page)).resolves.toBeGreaterThan(0);
  });
});
