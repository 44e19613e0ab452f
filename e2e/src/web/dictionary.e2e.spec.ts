import type { Page } from 'playwright-core';
import { screenshot, settled, setUpWebSession } from './web-browser';

jest.setTimeout(120_000);

const web = setUpWebSession();

const countLine = (p: Page) =>
  p.locator('.count-line').filter({ hasText: /^Showing \d+ of [\d,]+ entries$/ });

describe("Strong's Dictionary in Chromium", () => {
  it('browses, filters by language, changes page size and pages, with the state in the address', async () => {
    await web.page.goto('/dictionary');
    await countLine(web.page).waitFor();
    expect(await web.page.locator('.dictionary-card').count()).toBe(20);
    const allTotal = Number(
      (await countLine(web.page).innerText()).match(/of ([\d,]+)/)![1].replace(/,/g, ''),
    );

    await web.page.getByRole('tab', { name: 'Hebrew Only' }).click();
    await web.page.waitForURL(/lang=hebrew/);
    await web.page.getByPlaceholder('Search Hebrew words...').waitFor();
    await web.page.waitForFunction(
      (total) => !document.querySelector('.count-line')?.textContent?.includes(`of ${total} entries`),
      allTotal.toLocaleString('en-US'),
    );
    const hebrewTotal = Number(
      (await countLine(web.page).innerText()).match(/of ([\d,]+)/)![1].replace(/,/g, ''),
    );
    expect(hebrewTotal).toBeLessThan(allTotal);

    await web.page.getByLabel('Entries per page').selectOption('50');
    await web.page.waitForURL(/limit=50/);
    await web.page.locator('.count-line', { hasText: /^Showing 50 of/ }).waitFor();
    expect(await web.page.locator('.dictionary-card').count()).toBe(50);
    await web.page
      .getByRole('navigation', { name: 'Dictionary pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await web.page.waitForURL(/page=2/);
    await web.page
      .getByRole('button', { name: 'Page 2' })
      .and(web.page.locator('[aria-current="page"]'))
      .waitFor();

    await web.page.goBack();
    await web.page.waitForURL(
      (url) => !url.searchParams.has('page') && url.searchParams.get('limit') === '50',
    );
    await web.page
      .getByRole('button', { name: 'Page 1' })
      .and(web.page.locator('[aria-current="page"]'))
      .waitFor();
  });

  it('searches Greek words and opens an entry with tabs and a clickable chart', async () => {
    await web.page.goto('/dictionary?lang=greek');
    await web.page.getByPlaceholder('Search Greek words...').fill('agape');
    await web.page.getByRole('button', { name: 'Search', exact: true }).click();
    await web.page.waitForURL(/q=agape/);
    // The address changes before the answer is drawn (navigations are transitions): the card is found by its
    // link, which only the answer's list has, not by text the unfiltered list may also show.
    const card = web.page.locator('.dictionary-card[href="/dictionary/G26"]');
    await card.waitFor();
    await card.click();
    await web.page.waitForURL(/\/dictionary\/G26$/);
    await web.page.getByRole('heading', { level: 1 }).filter({ hasText: 'G26' }).waitFor();

    const occurrencesTab = web.page.getByRole('tab', { name: /^Occurrences \(\d+\)$/ });
    const count = Number((await occurrencesTab.innerText()).match(/\((\d+)\)/)![1]);
    await occurrencesTab.click();
    await web.page.getByText(`G26 occurs in ${count} verses in the KJV`).waitFor();
    await expect(web.page.getByRole('link', { name: 'See All' }).getAttribute('href')).resolves.toBe(
      '/search?q=G26',
    );
    const firstOccurrence = web.page.locator('.occurrence-list li').first();
    await firstOccurrence.locator('mark').first().waitFor();
    await expect(firstOccurrence.getByRole('link').first().getAttribute('href')).resolves.toMatch(
      /^\/bible\/.+\/\d+\/\d+\?strongs=true$/,
    );

    await web.page.getByRole('tab', { name: 'Usage' }).click();
    await web.page.getByRole('heading', { name: 'Usage in KJV' }).waitFor();

    const bar = web.page.locator('a.chart-bar').first();
    const book = (await bar.getAttribute('data-book'))!;
    const verses = (await bar.getAttribute('data-count'))!;
    await bar.hover();
    await web.page.locator('.chart-readout', { hasText: `${book}: ${verses} verses` }).waitFor();
    await bar.click();
    await web.page.waitForURL(/\/results\?q=G26\+in%3A/);
    await expect(countLineResults(web.page)).resolves.toContain(`of ${verses} results`);
  });

  it('shows the not-found states of both readings', async () => {
    await web.page.goto('/dictionary/H99999');
    await web.page.getByRole('heading', { name: 'Dictionary Entry Not Found' }).waitFor();
    await web.page.goto('/strongs/H99999');
    await web.page.getByRole('heading', { name: "Strong's Number Not Found" }).waitFor();
    await web.page.getByText("No definition found for Strong's number H99999").waitFor();
    await web.page.getByRole('link', { name: 'Try a Different Search' }).click();
    await web.page.waitForURL((url) => url.pathname === '/');
  });
});

describe('an entry as a reader meets it', () => {
  it.each([1280, 390])(
    'shows Strong\u2019s X for the Hebrew [idiom], with a tooltip saying what it means, at %i px',
    async (width) => {
      const page = await web.reopen(width);
      await page.goto('/dictionary/H1?tab=usage');
      await page.getByRole('heading', { name: 'Usage in KJV' }).waitFor();
      await expect(page.locator('.usage-text').innerText()).resolves.not.toContain('[idiom]');
      const mark = page.locator('.strongs-mark').first();
      await expect(mark.evaluate((el) => el.firstChild?.textContent)).resolves.toBe('X');
      const tip = page.getByRole('tooltip').first();
      await expect(tip.isVisible()).resolves.toBe(false);
      await mark.hover();
      await tip.waitFor({ state: 'visible' });
      await expect(tip.innerText()).resolves.toMatch(/idiom of the Hebrew/);
      const box = (await tip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await settled(page);
      await screenshot(page, 'entry-h1-usage-x-tooltip');
    },
  );

  it.each([1280, 390])('goes Back to the page the reader came from on the site, at %i px', async (width) => {
    const page = await web.reopen(width);
    await page.goto('/dictionary?lang=greek');
    await page.getByPlaceholder('Search Greek words...').fill('agape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=agape/);
    const card = page.locator('.dictionary-card[href="/dictionary/G26"]');
    await card.waitFor();
    await card.click();
    await page.waitForURL(/\/dictionary\/G26$/);
    // The Definition tab prints Strong's text once: as its two senses, not the text and then its senses.
    await page.locator('.entry-main .outline li').first().waitFor();
    await expect(page.locator('.entry-main').getByText('a love-feast').count()).resolves.toBe(1);
    await settled(page);
    await screenshot(page, 'entry-g26-definition');
    await page.getByRole('tab', { name: 'Usage' }).click();
    await page.waitForURL(/tab=usage/);
    await settled(page);
    await screenshot(page, 'entry-g26-back');
    await page.getByRole('link', { name: '← Back' }).click();
    await page.waitForURL((url) => url.pathname === '/dictionary' && url.searchParams.get('q') === 'agape');
    await card.waitFor();
    await settled(page);
    await screenshot(page, 'entry-g26-back-returned');
  });

  it('goes Back to the last search when the entry was opened from outside the site', async () => {
    await web.page.goto('/results?q=love&db=kjv');
    await web.page.locator('.result-card').first().waitFor();
    // A new tab has no history on the site: Back leads to the search the reader last ran.
    const tab = await web.context.newPage();
    await tab.goto('/dictionary/G25');
    await tab.getByRole('heading', { level: 1 }).filter({ hasText: 'G25' }).waitFor();
    await expect(tab.getByRole('link', { name: '← Back' }).getAttribute('href')).resolves.toBe(
      '/search?q=love&db=kjv',
    );
    await tab.getByRole('link', { name: '← Back' }).click();
    await tab.waitForURL((url) => url.pathname === '/results' && url.searchParams.get('q') === 'love');
    await tab.locator('.result-card').first().waitFor();
    await tab.close();
  });

  it('says why G25 morph:qal finds nothing in the TR', async () => {
    await web.page.goto('/results?q=G25+morph%3Aqal&db=tr');
    await web.page
      .getByRole('alert')
      .filter({ hasText: 'qal is not a parsing feature of Greek words (TR is a Greek text)' })
      .first()
      .waitFor();
    await web.page.goto('/results?q=H1254+morph%3Aqal%2Cperfect&db=kjv');
    const refused = web.page.locator('.error-card').filter({ hasText: 'KJV has no original words to parse' });
    await refused.waitFor();
    // The way out is one click: the same query in the Hebrew text, which has parsed words.
    await refused.getByRole('link', { name: 'Search the WLC instead' }).click();
    await web.page.waitForURL((url) => url.searchParams.get('db') === 'wlc');
    await expect(countLineResults(web.page)).resolves.toMatch(/of [\d,]+ results/);
  });

  it("says in place why a Strong's number finds nothing in the WEB, and why John 3:99 is refused", async () => {
    await web.page.goto('/results?q=G26&db=web');
    const empty = web.page.locator('.empty-state');
    await empty.filter({ hasText: "WEB has no Strong's numbers: search the KJV." }).waitFor();
    await empty.getByRole('link', { name: 'Search the KJV' }).click();
    await web.page.waitForURL((url) => url.searchParams.get('db') === 'kjv');
    await expect(countLineResults(web.page)).resolves.toMatch(/of [\d,]+ results/);
    await web.page.goto('/results?q=John+3%3A99&db=kjv');
    await web.page.locator('.error-card').filter({ hasText: 'Reference not found: John 3:99' }).waitFor();
  });
});

async function countLineResults(p: Page): Promise<string> {
  const line = p.locator('.results-toolbar .count-line');
  await line.waitFor();
  return line.innerText();
}
