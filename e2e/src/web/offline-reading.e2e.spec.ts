import type { Page } from 'playwright-core';
import { newContext, setUpWebSession } from './web-browser';

jest.setTimeout(120_000);

const web = setUpWebSession({ pagePerTest: false });

/** Waits until the service worker controls the page, so the page's reads go through it from now on. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

describe('reading offline', () => {
  it.each([1280, 390])(
    'opens an already-read chapter and entry with the network cut, at %i px',
    async (width) => {
      const context = await newContext(web.browser, web.stack.baseUrl, width, 'allow');
      try {
        const page = await context.newPage();
        await page.goto('/bible/John/3');
        await page.getByText('For God so loved the world').waitFor();
        await controlled(page);
        // Read again under the worker: what a returning reader has in their cache.
        await page.reload();
        await page.getByText('For God so loved the world').waitFor();
        await page.goto('/dictionary/G26');
        await page.getByRole('heading', { level: 1 }).filter({ hasText: 'G26' }).waitFor();
        const manifest = await page.request.get('/manifest.webmanifest');
        expect(((await manifest.json()) as { name: string }).name).toBe("Strong's Dictionary");

        await context.setOffline(true);
        await page.goto('/bible/John/3');
        await page.getByText('For God so loved the world').waitFor();
        await page.goto('/dictionary/G26');
        await page.getByRole('heading', { level: 1 }).filter({ hasText: 'G26' }).waitFor();
        // A chapter never opened is not there: the page says so instead of showing another text.
        await page.goto('/bible/Ruth/2');
        await expect(page.getByText('Boaz').count()).resolves.toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
