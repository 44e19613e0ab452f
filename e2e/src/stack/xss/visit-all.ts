import type { Browser, Page } from 'playwright-core';
import { waitUntil } from '@strongs/testing';
import { settled } from '../../web/web-browser';
import { FLAG } from './xss-vectors';

export type Visit = [path: string, ready: (page: Page) => Promise<unknown>];

/**
 * Opens each path in turn in one fresh context (optionally without the site's CSP) and lists what ran:
 * a dialog, the flag being set (a setter installed before any page script sees it), a clobbered global.
 */
export async function visitAll(
  browser: Browser,
  baseUrl: string,
  paths: Visit[],
  bypassCSP: boolean,
): Promise<string[]> {
  const context = await browser.newContext({ baseURL: baseUrl, bypassCSP });
  await context.addInitScript((flag) => {
    let value: unknown;
    Object.defineProperty(window, flag, {
      configurable: true,
      get: () => value,
      set: (v) => ((value = v), ((window as unknown as { __fired: boolean }).__fired = true)),
    });
  }, FLAG);
  const page = await context.newPage();
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const [path, ready] of paths) {
    await page.goto(path);
    await ready(page);
    await page.mouse.move(200, 200);
    // A payload fires on load, on an image error or on hover: once no request is in flight, a frame is
    // painted and still none has started (an error handler may fetch), it has had its chance.
    await waitUntil(
      async () => {
        if (inFlight > 0) return false;
        await settled(page);
        return inFlight === 0;
      },
      { what: `every request of ${path} answered`, timeoutMs: 30_000 },
    );
    if (await page.evaluate(() => (window as unknown as { __fired?: boolean }).__fired === true))
      fired.push(`${FLAG} set on ${path}`);
    if (await page.evaluate(() => '__clobber' in window)) fired.push(`__clobber defined on ${path}`);
  }
  await context.close();
  return fired;
}
