import { screenshot, settled, setUpWebSession } from './web-browser';

jest.setTimeout(120_000);

const web = setUpWebSession();

describe('Bible search in Chromium', () => {
  it('goes from home through "charity" and the STRONGS dialog to the dictionary entry', async () => {
    await web.page.goto('/');
    await expect(web.page.title()).resolves.toBe(
      "Strong's Dictionary Official Authoritative Original Text Repository",
    );
    await web.page
      .getByPlaceholder('Enter a word, phrase, or reference (e.g., Genesis 2)...')
      .fill('charity');
    await web.page.getByRole('button', { name: 'Search', exact: true }).click();
    await web.page.waitForURL(/\/results\?q=charity/);
    const first = web.page.locator('.result-card').first();
    await first.waitFor();
    await expect(first.locator('mark').first().innerText()).resolves.toMatch(/charity/i);
    const countLine = await web.page.locator('.count-line').innerText();
    expect(countLine).toMatch(/^Showing 1-\d+ of \d+ results$/);

    await first.getByRole('button', { name: /^STRONGS analysis of/ }).click();
    const analysis = web.page.getByRole('dialog');
    await analysis.getByRole('table').waitFor();
    const numberButton = analysis.getByRole('cell').getByRole('button').first();
    const strongsNumber = (await numberButton.innerText()).trim();
    expect(strongsNumber).toMatch(/^[HG]\d+$/);
    await numberButton.click();

    const entry = web.page.getByRole('dialog', { name: `Strong's ${strongsNumber}` });
    await entry.getByRole('heading', { name: 'KJV Translations' }).waitFor();
    await expect(entry.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).resolves.toBe('/auth');
    await entry.getByRole('link', { name: 'Open full entry' }).click();
    await web.page.waitForURL(new RegExp(`/dictionary/${strongsNumber}$`));
    await web.page.getByRole('heading', { level: 1 }).filter({ hasText: strongsNumber }).waitFor();
    await web.page.getByRole('link', { name: 'Back to Search Results' }).waitFor();
  });

  it('shows John 3:16 in parallel mode beside the Restored Names edition', async () => {
    await web.page.goto('/results?q=John%203%3A16&db=kjv&page=1&parallel=true');
    const row = web.page.locator('.reconciliation-body [role="row"]').first();
    await row.waitFor();
    const [kjv, rstne] = await row.locator('[role="cell"]').allInnerTexts();
    expect(kjv).toContain('For God so loved the world');
    expect(rstne).toContain('Elohim');
    await expect(web.page.getByRole('columnheader').allInnerTexts()).resolves.toEqual([
      'KJV',
      'Restored Names (derived from KJV)',
    ]);
    await expect(web.page.locator('.ad-card').count()).resolves.toBe(3);

    // Toggling parallel off keeps query, database and page in the address.
    await web.page.getByRole('switch', { name: 'Parallel view' }).click();
    await web.page.waitForURL(
      (url) => url.searchParams.get('parallel') === null && url.searchParams.get('q') === 'John 3:16',
    );
    await web.page.locator('.result-card').first().waitFor();
  });

  it("reads John 3 with Strong's numbers and the selected verse highlighted", async () => {
    await web.page.goto('/bible/John/3/16?strongs=true');
    const verse = web.page.locator('#v16');
    await verse.waitFor();
    await expect(verse.getAttribute('class')).resolves.toContain('is-selected');
    await expect(verse.locator('.strongs-sup').allInnerTexts()).resolves.toEqual(
      expect.arrayContaining(['G25', 'G2889']),
    );
    await expect(verse.locator('.red-letter').count()).resolves.toBeGreaterThan(0);
    await web.page.getByRole('heading', { name: 'Cross references' }).waitFor();
    await web.page.locator('.cross-refs li').first().waitFor();
    await web.page.getByRole('link', { name: /Next chapter/ }).click();
    await web.page.waitForURL(/\/bible\/John\/4\?strongs=true$/);
    await web.page.getByRole('heading', { name: 'John 4', level: 1 }).waitFor();
  });

  it('copies a verse with its reference and version', async () => {
    await web.page.goto('/results?q=John%203%3A16');
    const copy = web.page.getByRole('button', { name: /^(COPY|Copied) John 3:16$/ });
    await copy.click();
    await copy.filter({ hasText: 'Copied' }).waitFor();
    const clip = await web.page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toBe(
      'John 3:16 (KJV)\nFor God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    // The indicator lasts 2 seconds.
    await copy.filter({ hasText: 'COPY' }).waitFor({ timeout: 3000 });
  });

  it('works by keyboard: search, open a dialog, trap focus, close with Escape', async () => {
    await web.page.goto('/');
    await web.page.locator('.site-header').waitFor();
    await web.page.getByPlaceholder(/Enter a word/).waitFor();
    // Skip link, logo, navigation..., then the search box.
    for (let i = 0; i < 12; i++) {
      await web.page.keyboard.press('Tab');
      if (
        await web.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'search')
      )
        break;
    }
    await web.page.keyboard.type('in the beginning');
    await web.page.keyboard.press('Enter');
    await web.page.waitForURL(/\/results\?q=in\+the\+beginning|\/results\?q=in%20the%20beginning/);
    const strongs = web.page.getByRole('button', { name: 'STRONGS analysis of Genesis 1:1' });
    await strongs.focus();
    await web.page.keyboard.press('Enter');
    const dialog = web.page.getByRole('dialog');
    await dialog.getByRole('table').waitFor();
    for (let i = 0; i < 40; i++) {
      await web.page.keyboard.press('Tab');
      expect(await web.page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await web.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await web.page.evaluate(() => document.activeElement?.textContent)).toBe(
      'STRONGS analysis of Genesis 1:1',
    );
  });

  it('sends /search?q= to the results page and unknown routes to a real 404 page', async () => {
    await web.page.goto('/search?q=H7225');
    await web.page.waitForURL(/\/results\?q=H7225/);
    await web.page.locator('.result-card').first().waitFor();
    await web.page.goto('/no/such/page');
    await web.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it("lists Strong's results with STRONGS links to the verse analysis page", async () => {
    await web.page.goto('/strongs-results?q=H7225');
    await web.page
      .locator('.count-line')
      .filter({ hasText: /Found \d+ verses/ })
      .waitFor();
    await web.page.getByRole('link', { name: 'STRONGS analysis of Genesis 1:1' }).click();
    await web.page.waitForURL(/\/strongs\/verse\/1\/1\/1$/);
    await web.page.getByRole('heading', { name: "Strong's analysis of Genesis 1:1" }).waitFor();
    await web.page.getByRole('cell', { name: 'H7225' }).waitFor();
  });
});

describe('the Reina-Valera 1909 (Spanish, with Strong’s numbers)', () => {
  it.each([1280, 390])(
    'reads John 3 with inline numbers, finds amor and G26, and lists G25’s Spanish renderings, at %i px',
    async (width) => {
      const page = await web.reopen(width);
      const fitsWidth = async (selector: string) => {
        const box = (await page.locator(selector).first().boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      };

      // The reader: the Spanish text, each tagged phrase followed by its number.
      await page.goto('/bible/John/3/16?version=rv1909&strongs=true');
      const verse = page.locator('#v16');
      await verse.waitFor();
      await expect(verse.innerText()).resolves.toContain('amó');
      await expect(verse.locator('.strongs-sup').allInnerTexts()).resolves.toEqual(
        expect.arrayContaining(['G25', 'G2316', 'G2889']),
      );
      await expect(page.locator('.chapter-text').getAttribute('lang')).resolves.toBe('es');
      await expect(page.getByText("carries no Strong's numbers").count()).resolves.toBe(0);
      await fitsWidth('#v16');
      await settled(page);
      await screenshot(page, 'rv1909-john-3');

      // A word search from the home form, RV1909 chosen in the version menu.
      await page.goto('/');
      await page.getByPlaceholder('Enter a word, phrase, or reference (e.g., Genesis 2)...').fill('amor');
      await page.getByLabel('Bible version', { exact: true }).selectOption('rv1909');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get('q') === 'amor' &&
          (url.searchParams.get('db') ?? url.searchParams.get('version')) === 'rv1909',
      );
      const card = page.locator('.result-card').first();
      await card.waitFor();
      await expect(card.locator('mark').first().innerText()).resolves.toMatch(/^amor$/i);
      await expect(page.locator('.count-line').innerText()).resolves.toMatch(
        /^Showing 1-\d+ of [\d,]+ results$/,
      );
      await fitsWidth('.result-card');

      // A Strong's number searched in the RV1909: the Spanish verses tagged with it.
      await page.goto('/results?q=G26&db=rv1909&page=1&parallel=false');
      const g26 = page.locator('.result-card').first();
      await g26.waitFor();
      await expect(page.locator('.count-line').innerText()).resolves.toMatch(/of \d+ results$/);
      await expect(g26.innerText()).resolves.toMatch(/amor|caridad/);
      await settled(page);
      await screenshot(page, 'rv1909-g26-results');

      // The entry: the KJV's renderings and, beside them, the Reina-Valera's with their counts.
      await page.goto('/dictionary/G25');
      await page.getByRole('heading', { level: 1 }).filter({ hasText: 'G25' }).waitFor();
      const spanish = page.locator('section.card').filter({
        has: page.getByRole('heading', { name: 'Reina-Valera 1909 Translations' }),
      });
      await spanish.waitFor();
      await expect(spanish.locator('ul.translation-counts').getAttribute('lang')).resolves.toBe('es');
      const renderings = await spanish.locator('ul.translation-counts li').allInnerTexts();
      expect(renderings).toEqual(expect.arrayContaining([expect.stringMatching(/^amó \d+×$/)]));
      await expect(spanish.getByText(/^142 tagged phrases/).count()).resolves.toBe(1);
      await page.getByRole('heading', { name: 'KJV Translations' }).waitFor();
      await fitsWidth('section.card.version-translations');
      await spanish.scrollIntoViewIfNeeded();
      await settled(page);
      await screenshot(page, 'rv1909-g25-entry');
    },
  );
});
