import type { Page } from 'playwright-core';
import { setUpWebSession } from './web-browser';

jest.setTimeout(180_000);

/**
 * What is counted is the same at every width, so one width proves it; how these pages lay out on a phone
 * and a tablet (no sideways scrolling, axe) is every-route.e2e.spec.ts's job.
 */
const web = setUpWebSession();

async function translations(page: Page): Promise<string[]> {
  const card = page.locator('.card', { has: page.getByRole('heading', { name: 'KJV Translations' }) });
  await card.locator('.translation-counts li').first().waitFor();
  return card.locator('.translation-counts li').allInnerTexts();
}

describe('what readers see of counts, in Chromium', () => {
  it('shows H3068 as LORD 6510, GOD 4, JEHOVAH 4, with the "How we count" note', async () => {
    const { page } = web;
    await page.goto('/dictionary/H3068');
    expect((await translations(page)).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'LORD 6510',
      'GOD 4',
      'JEHOVAH 4',
    ]);
    // The KJV's note (the Reina-Valera 1909's card has its own).
    const kjv = page.locator('.card', { has: page.getByRole('heading', { name: 'KJV Translations' }) });
    await kjv.getByText('How we count').click();
    await kjv.getByText(/counts as God/).waitFor();
  });

  it('lists no article, preposition or stray word for G2316 and H7225', async () => {
    const { page } = web;
    await page.goto('/dictionary/G2316');
    const theos = (await translations(page)).map((t) => t.replace(/\s+\d+$/, ''));
    expect(theos.slice(0, 2)).toEqual(['God', 'gods']);
    for (const wrong of ['the', 'of', 'sort', 'was']) expect(theos).not.toContain(wrong);
    await page.goto('/dictionary/H7225');
    const reshith = (await translations(page)).map((t) => t.replace(/\s+\d+$/, ''));
    expect(reshith).toEqual(expect.arrayContaining(['beginning', 'first part', 'principal thing']));
    for (const wrong of ['part', 'thing']) expect(reshith).not.toContain(wrong);
  });

  it("finds the 25 KJV verses with God's, not the 240 with gods", async () => {
    const { page } = web;
    await page.goto(`/results?q=${encodeURIComponent("God's")}&db=kjv`);
    await page.locator('.count-line', { hasText: /of 25 results$/ }).waitFor();
  });

  it('says in the version list that the WEB shows no Strong\u2019s numbers', async () => {
    const { page } = web;
    await page.goto('/about');
    await page
      .locator('#version-web .version-strongs-note', { hasText: /Strong\u2019s numbers not shown/ })
      .waitFor();
  });
});
