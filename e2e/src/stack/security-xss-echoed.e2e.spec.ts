import type { Browser, Page } from 'playwright-core';
import { sharedStack } from '../support/shared-stack';
import { launchChromium } from '../web/web-browser';
import { rawHttp } from './fuzz/raw-http';
import { visitAll, type Visit } from './xss/visit-all';
import { ALL_XSS_VECTORS } from './xss/xss-vectors';

/**
 * Reflected XSS: every place a query comes back, as JSON from the API and as the SPA shows it, against the
 * real stack and Chromium (stored XSS: security-xss.e2e.spec.ts, which writes and cleans up after itself).
 */
describe('XSS vectors in echoed queries', () => {
  const stack = sharedStack();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());

  const echoing = (q: string) => {
    const e = encodeURIComponent(q);
    return [
      `/api/search-strongs?q=${e}`,
      `/api/search-strongs?q=${e}&database=${e}`,
      `/api/rstne/search?q=${e}`,
      `/api/dictionary/search?q=${e}`,
      `/api/strongs/definition/${e}`,
      `/api/strongs/search-by-number/${e}`,
      `/api/static-strongs/${e}`,
      `/api/bible/verse/${e}`,
      `/api/bible/chapter/${e}/1`,
      `/api/pages/${e}`,
      `/api/no-such-route/${e}`,
      `/api/strongs/${e}`,
    ];
  };

  it('answers JSON (nosniff), never HTML holding the query, wherever a query comes back', async () => {
    const wrong: string[] = [];
    for (const vector of ALL_XSS_VECTORS) {
      for (const path of echoing(vector)) {
        const res = await rawHttp(stack.baseUrl, { method: 'GET', path });
        const type = String(res.headers['content-type'] ?? '');
        if (res.status >= 500) wrong.push(`${path}: ${res.status}`);
        else if (!type.startsWith('application/json')) wrong.push(`${path}: ${type}`);
        else if (res.headers['x-content-type-options'] !== 'nosniff') wrong.push(`${path}: no nosniff`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['with the site CSP', false],
    ['with the CSP bypassed', true],
  ])(
    'runs nothing when the SPA shows a hostile query, its did-you-mean or its error %s',
    async (_name, bypassCSP) => {
      const vectors = ALL_XSS_VECTORS.filter((_v, i) => i % 8 === 0);
      const main = (p: Page) => p.locator('main').first().waitFor();
      const paths = vectors.flatMap((vector) => {
        const q = encodeURIComponent(vector);
        return [`/results?q=${q}`, `/strongs-results?q=${q}`, `/dictionary?q=${q}`, `/dictionary/${q}`].map(
          (path): Visit => [path, main],
        );
      });
      expect(await visitAll(browser, stack.baseUrl, paths, bypassCSP)).toEqual([]);
    },
  );
});
