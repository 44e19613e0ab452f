import type { Page } from 'playwright-core';
import {
  describeViolations,
  screenshot,
  screenshotOf,
  seriousViolations,
  settled,
  setUpWebSession,
} from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();

/** The Commentaries section beside the selected verse. */
const commentaries = (page: Page) => page.getByRole('region', { name: /^Commentaries$/ });

describe.each([1280, 390])('commentaries beside a verse at %i px', (width) => {
  it("shows Matthew Henry's comment on the passage and Scofield's note beside John 3:16", async () => {
    const page = await web.reopen(width);
    await page.goto('/bible/John/3/16');
    const section = commentaries(page);
    const mhcc = section.getByRole('article', { name: "Matthew Henry's Concise Commentary" });
    await mhcc.getByText('On John 3:1-21').waitFor();
    await expect(mhcc.innerText()).resolves.toContain('Nicodemus was afraid');
    const scofield = section.getByRole('article', { name: 'Scofield Reference Notes (1917)' });
    await scofield.getByText('On John 3:16').waitFor();
    await expect(scofield.getByRole('link', { name: 'ἀπόλλυμι' }).getAttribute('href')).resolves.toBe(
      '/dictionary/G622',
    );
    await expect(scofield.innerText()).resolves.toContain('Public Domain');

    const sheet = page.getByRole('region', { name: 'Beside verse 16' });
    const box = (await sheet.boundingBox())!;
    if (width === 390) {
      // A sheet over the lower half of the screen, with the verse still in view above it.
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
      const verse = (await page.locator('#v16').boundingBox())!;
      expect(verse.y + verse.height).toBeLessThanOrEqual(box.y + 1);
      expect(verse.y).toBeGreaterThanOrEqual(0);
    }
    // The topics come after the cross references and commentaries: a jump at the top of the column brings
    // them into its view, their heading focused, and the jumps (and on a phone Close) stay at hand. Only the
    // column scrolls, never the page behind it.
    await settled(page);
    const pageScroll = await page.evaluate(() => window.scrollY);
    const topics = sheet.getByRole('heading', { name: 'Topics', level: 2 });
    await sheet
      .getByRole('navigation', { name: 'Parts beside this verse' })
      .getByRole('button', { name: 'Topics' })
      .click();
    await expect(topics.evaluate((h) => h === document.activeElement)).resolves.toBe(true);
    const heading = (await topics.boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(box.y);
    expect(heading.y + heading.height).toBeLessThanOrEqual(box.y + box.height);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(pageScroll);
    if (width === 390) {
      await sheet.getByRole('link', { name: 'Close' }).waitFor();
      expect((await sheet.getByRole('link', { name: 'Close' }).boundingBox())!.y).toBeGreaterThanOrEqual(
        box.y,
      );
    }
    await sheet.getByRole('button', { name: 'Cross references' }).click();

    await settled(page);
    expect(describeViolations(await seriousViolations(page))).toBe('');
    // What a visitor sees without scrolling: the verse, and beside it (on a phone, below it) the panel.
    await screenshotOf(page, `commentaries-john-3-16-viewport-${width}.png`);

    await mhcc.getByRole('button', { name: 'Read more' }).click();
    await expect(mhcc.innerText()).resolves.toContain("Here is God's love in giving his Son");
    await screenshot(page, `commentaries-john-3-16-${width}`);
  });

  it('shows the Treasury of David beside Psalm 23, and a reference inside a comment opens the reader there', async () => {
    const page = await web.reopen(width);
    await page.goto('/bible/Psalms/23/1');
    const tdavid = commentaries(page).getByRole('article', { name: "Spurgeon's Treasury of David" });
    await tdavid.getByText('On Psalms 23:1-6').waitFor();
    await tdavid.getByRole('heading', { name: 'Psalm 23 OVERVIEW' }).waitFor();

    await page.goto('/bible/John/3/16');
    const mhcc = commentaries(page).getByRole('article', { name: "Matthew Henry's Concise Commentary" });
    await mhcc.getByRole('button', { name: 'Read more' }).click();
    await mhcc.getByRole('link', { name: 'Nu 21:6-9' }).click();
    await page.waitForURL(/\/bible\/Numbers\/21\/6$/);
    await page.getByRole('heading', { level: 1, name: 'Numbers 21' }).waitFor();
  });

  it('finds words in the commentaries from the search results, the matches marked', async () => {
    const page = await web.reopen(width);
    await page.goto('/results?q=Nicodemites');
    await page.getByRole('link', { name: 'Search the commentaries for “Nicodemites”' }).click();
    await page.waitForURL(/\/commentaries\?q=Nicodemites$/);
    const hit = page.locator('.commentary-hit', { hasText: 'John 3:1-21' });
    await expect(hit.locator('mark').first().innerText()).resolves.toBe('Nicodemites');
    await hit.getByRole('link', { name: 'John 3:1-21' }).click();
    await page.waitForURL(/\/bible\/John\/3\/1$/);
  });
});
