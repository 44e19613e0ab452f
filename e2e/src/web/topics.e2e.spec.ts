import { screenshot, settled, setUpWebSession } from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();

/** A desktop and a phone. */
const WIDTHS = [1280, 390] as const;

describe("Nave's Topical Bible in Chromium", () => {
  it.each(WIDTHS)(
    'shows the topics citing John 3:16 beside it in the reader, linking to a topic (%ipx)',
    async (width) => {
      const page = await web.reopen(width);
      await page.goto('/bible/John/3/16');
      const topics = page.locator('.beside-topics');
      await topics.getByRole('heading', { name: 'Topics', exact: true }).waitFor();
      await topics.getByText('topics cite John 3:16').waitFor();
      for (const name of ['FAITH', 'GOD', 'SALVATION'])
        await topics.getByRole('link', { name, exact: true }).waitFor();
      await settled(page);
      await screenshot(page, 'topics-beside-john-3-16');
      await topics.getByRole('link', { name: 'FAITH', exact: true }).click();
      await page.waitForURL(/\/topics\/faith$/);
      await page.getByRole('heading', { level: 1, name: 'FAITH' }).waitFor();
    },
  );

  it.each(WIDTHS)(
    'lists the verses of LOVE with their text, pages on, and reads them in another version (%ipx)',
    async (width) => {
      const page = await web.reopen(width);
      await page.goto('/topics/love');
      await page.getByRole('heading', { level: 1, name: 'LOVE' }).waitFor();
      await page.getByRole('heading', { name: 'OF MAN FOR GOD', exact: true }).waitFor();
      const deut = page
        .locator('.topic-ref')
        .filter({ has: page.getByRole('link', { name: 'Deuteronomy 6:5' }) });
      await deut.getByText('And thou shalt love the LORD thy God with all thine heart').waitFor();
      await expect(deut.getByRole('link', { name: 'Deuteronomy 6:5' }).getAttribute('href')).resolves.toBe(
        '/bible/Deuteronomy/6/5',
      );
      await page.getByRole('link', { name: 'CHILDREN', exact: true }).first().waitFor();
      await settled(page);
      await screenshot(page, 'topic-love');

      await page
        .getByRole('navigation', { name: 'Topic pages' })
        .getByRole('button', { name: 'Next' })
        .click();
      await page.waitForURL(/page=2/);
      await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();

      await page.goto('/topics/love');
      await page.getByLabel('Version', { exact: true }).selectOption('web');
      await page.waitForURL(/version=web/);
      await page
        .locator('.topic-ref')
        .filter({ has: page.getByRole('link', { name: 'Deuteronomy 6:5' }) })
        .getByText('You shall love Yahweh your God')
        .waitFor();
    },
  );

  it.each(WIDTHS)('browses topics A–Z and finds them by name (%ipx)', async (width) => {
    const page = await web.reopen(width);
    await page.goto('/topics');
    await page.getByRole('heading', { level: 1, name: "Nave's Topical Bible" }).waitFor();
    await page
      .getByRole('navigation', { name: 'Topics by letter' })
      .getByRole('link', { name: 'Topics beginning with Z' })
      .click();
    await page.waitForURL(/letter=Z/);
    await page.locator('.count-line', { hasText: /topics beginning with Z$/ }).waitFor();
    const names = await page.locator('.topic-index a').allInnerTexts();
    expect(names.length).toBeGreaterThan(10);
    expect(names.every((n) => n.startsWith('Z'))).toBe(true);
    expect(names.slice(0, 2)).toEqual(['ZAANAIM', 'ZAANAN']);
    await settled(page);
    await screenshot(page, 'topics-letter-z');

    await page.getByRole('searchbox', { name: 'Search topics by name' }).fill('love');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=love/);
    const first = page.locator('.topic-index a').first();
    await page.locator('.count-line', { hasText: /matching “love”/ }).waitFor();
    await expect(first.innerText()).resolves.toBe('LOVE');
    await first.click();
    await page.getByRole('heading', { level: 1, name: 'LOVE' }).waitFor();
  });

  it.each(WIDTHS)("names the LOVE topic beside the search results of 'love' (%ipx)", async (width) => {
    const page = await web.reopen(width);
    await page.goto('/results?q=love');
    const line = page.locator('.topic-matches');
    await line.getByRole('link', { name: 'LOVE', exact: true }).waitFor();
    await expect(line.innerText()).resolves.toMatch(/^Topics: LOVE/);
    await line.getByRole('link', { name: 'LOVE', exact: true }).click();
    await page.waitForURL(/\/topics\/love$/);
  });

  it.each(WIDTHS)('shows the topics of a verse in its STRONGS analysis (%ipx)', async (width) => {
    const page = await web.reopen(width);
    await page.goto('/results?q=John%203%3A16');
    await page.getByRole('button', { name: 'STRONGS analysis of John 3:16' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Topics', exact: true }).waitFor();
    await dialog.locator('.beside-topics').getByRole('link', { name: 'FAITH', exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'topics-in-strongs-dialog');
  });
});
