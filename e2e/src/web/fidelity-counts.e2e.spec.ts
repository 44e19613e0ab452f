import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, setUpWebSession } from './web-browser';

jest.setTimeout(180_000);

const web = setUpWebSession();

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

async function translations(page: Page): Promise<string[]> {
  const card = page.locator('.card', { has: page.getByRole('heading', { name: 'KJV Translations' }) });
  await card.locator('.translation-counts li').first().waitFor();
  return card.locator('.translation-counts li').allInnerTexts();
}

describe('what readers see of counts, in Chromium', () => {
  it('shows H3068 as LORD 6510, GOD 4, JEHOVAH 4, with the "How we count" note', async () => {
    for (const width of [1280, 390]) {
      const page = await web.reopen(width);
      await page.goto('/dictionary/H3068');
      expect((await translations(page)).map((t) => t.replace(/\s+/g, ' '))).toEqual(['LORD 6510', 'GOD 4', 'JEHOVAH 4']);
      await page.getByText('How we count').click();
      await page.getByText(/counts as God/).waitFor();
      await shoot(page, `entry-H3068-${width}`);
    }
  });

  it('lists no article, preposition or stray word for G2316 and H7225', async () => {
    for (const width of [1280, 390]) {
      const page = await web.reopen(width);
      await page.goto('/dictionary/G2316');
      const theos = (await translations(page)).map((t) => t.replace(/\s+\d+$/, ''));
      expect(theos.slice(0, 2)).toEqual(['God', 'gods']);
      for (const wrong of ['the', 'of', 'sort', 'was']) expect(theos).not.toContain(wrong);
      await shoot(page, `entry-G2316-${width}`);
      await page.goto('/dictionary/H7225');
      const reshith = (await translations(page)).map((t) => t.replace(/\s+\d+$/, ''));
      expect(reshith).toEqual(expect.arrayContaining(['beginning', 'first part', 'principal thing']));
      for (const wrong of ['part', 'thing']) expect(reshith).not.toContain(wrong);
      await shoot(page, `entry-H7225-${width}`);
    }
  });

  it("finds the 25 KJV verses with God's, not the 240 with gods", async () => {
    for (const width of [1280, 390]) {
      const page = await web.reopen(width);
      await page.goto(`/results?q=${encodeURIComponent("God's")}&db=kjv`);
      await page.locator('.count-line', { hasText: /of 25 results$/ }).waitFor();
      await shoot(page, `search-gods-possessive-${width}`);
    }
  });

  it('says in the version list that the WEB shows no Strong\u2019s numbers', async () => {
    for (const width of [1280, 390]) {
      const page = await web.reopen(width);
      await page.goto('/about');
      const web_ = page.locator('#version-web');
      await web_.locator('.version-strongs-note', { hasText: /Strong\u2019s numbers not shown/ }).waitFor();
      await web_.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOT_DIR, `versions-web-${width}.png`) });
    }
  });
});
