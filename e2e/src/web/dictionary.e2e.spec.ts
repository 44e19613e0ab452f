import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newContext, startWebStack, watchErrors, type RunningStack } from './web-browser';

jest.setTimeout(120_000);

let stack: RunningStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  stack = await startWebStack();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await newContext(browser, stack.baseUrl);
  page = await context.newPage();
  errors = watchErrors(page);
});

afterEach(async () => {
  await context.close();
  expect(errors).toEqual([]);
});

const countLine = (p: Page) => p.locator('.count-line').filter({ hasText: /^Showing \d+ of [\d,]+ entries$/ });

describe('Strong\'s Dictionary in Chromium', () => {
  it('browses, filters by language, changes page size and pages, with the state in the address', async () => {
    await page.goto('/dictionary');
    await countLine(page).waitFor();
    expect(await page.locator('.dictionary-card').count()).toBe(20);
    const allTotal = Number((await countLine(page).innerText()).match(/of ([\d,]+)/)![1].replace(/,/g, ''));

    await page.getByRole('tab', { name: 'Hebrew Only' }).click();
    await page.waitForURL(/lang=hebrew/);
    await page.getByPlaceholder('Search Hebrew words...').waitFor();
    await page.waitForFunction((total) => !document.querySelector('.count-line')?.textContent?.includes(`of ${total} entries`), allTotal.toLocaleString('en-US'));
    const hebrewTotal = Number((await countLine(page).innerText()).match(/of ([\d,]+)/)![1].replace(/,/g, ''));
    expect(hebrewTotal).toBeLessThan(allTotal);

    await page.getByLabel('Entries per page').selectOption('50');
    await page.waitForURL(/limit=50/);
    await page.locator('.count-line', { hasText: /^Showing 50 of/ }).waitFor();
    expect(await page.locator('.dictionary-card').count()).toBe(50);
    await page.getByRole('navigation', { name: 'Dictionary pages' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('limit') === '50');
    await page.getByRole('button', { name: 'Page 1' }).and(page.locator('[aria-current="page"]')).waitFor();
  });

  it('searches Greek words and opens an entry with tabs and a clickable chart', async () => {
    await page.goto('/dictionary?lang=greek');
    await page.getByPlaceholder('Search Greek words...').fill('agape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=agape/);
    const card = page.locator('.dictionary-card', { hasText: 'G26' });
    await card.waitFor();
    await card.click();
    await page.waitForURL(/\/dictionary\/G26$/);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'G26' }).waitFor();

    const occurrencesTab = page.getByRole('tab', { name: /^Occurrences \(\d+\)$/ });
    const count = Number((await occurrencesTab.innerText()).match(/\((\d+)\)/)![1]);
    await occurrencesTab.click();
    await page.getByText(`G26 occurs in ${count} verses in the KJV`).waitFor();
    await expect(page.getByRole('link', { name: 'See All' }).getAttribute('href')).resolves.toBe('/search?q=G26');
    const firstOccurrence = page.locator('.occurrence-list li').first();
    await firstOccurrence.locator('mark').first().waitFor();
    await expect(firstOccurrence.getByRole('link').first().getAttribute('href')).resolves.toMatch(/^\/bible\/.+\/\d+\/\d+\?strongs=true$/);

    await page.getByRole('tab', { name: 'Usage' }).click();
    await page.getByRole('heading', { name: 'Usage in KJV' }).waitFor();

    const bar = page.locator('a.chart-bar').first();
    const book = (await bar.getAttribute('data-book'))!;
    const verses = (await bar.getAttribute('data-count'))!;
    await bar.hover();
    await page.locator('.chart-readout', { hasText: `${book}: ${verses} verses` }).waitFor();
    await bar.click();
    await page.waitForURL(/\/results\?q=G26\+in%3A/);
    await expect(countLineResults(page)).resolves.toContain(`of ${verses} results`);
  });

  it('shows the not-found states of both readings', async () => {
    await page.goto('/dictionary/H99999');
    await page.getByRole('heading', { name: 'Dictionary Entry Not Found' }).waitFor();
    await page.goto('/strongs/H99999');
    await page.getByRole('heading', { name: "Strong's Number Not Found" }).waitFor();
    await page.getByText("No definition found for Strong's number H99999").waitFor();
    await page.getByRole('link', { name: 'Try a Different Search' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

async function countLineResults(p: Page): Promise<string> {
  const line = p.locator('.results-toolbar .count-line');
  await line.waitFor();
  return line.innerText();
}
