import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { waitUntil } from '@strongs/testing';
import { adminSession, sharedStack } from '../support/shared-stack';
import { launchChromium, settled } from '../web/web-browser';
import { rawHttp } from './fuzz/raw-http';
import { executableParts } from './xss/inspect-html';
import { ALL_XSS_VECTORS, FLAG } from './xss/xss-vectors';

const RUN = randomBytes(3).toString('hex');
/** Where the SPA shows stored HTML: every ad position and content box position it renders. */
const AD_POSITIONS = ['header', 'footer', 'sidebar', 'results'];
const BOX_POSITIONS = ['homepage', 'search', 'results', 'about', 'sidebar'];

/**
 * Stored XSS (pages, advertisements, content boxes, a string setting) and reflected XSS (every place a
 * query comes back) against the real stack and Chromium. The admin service's integration test checks
 * its sanitiser on 30 vectors with a pattern; here the output is parsed by the browser itself, the
 * vectors include mutation XSS and namespace confusion, and pages are loaded with and without the CSP.
 * The stack is the shared one: every row written here is deleted afterwards and the setting put back, so
 * the other specs' screens (and the admin tabs' empty states) never meet them.
 */
describe('XSS vectors through the whole stack', () => {
  const stack = sharedStack();
  let browser: Browser;
  let admin: Record<string, string>;
  /** Each row this file created, as the path that deletes it. */
  const created: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = { cookie: await adminSession(stack), origin: stack.baseUrl, 'content-type': 'application/json' };
  });
  afterAll(async () => {
    await browser?.close();
    const wrong: string[] = [];
    for (const path of created.splice(0)) {
      const res = await fetch(`${stack.baseUrl}${path}`, { method: 'DELETE', headers: admin });
      if (!res.ok) wrong.push(`DELETE ${path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  async function write(
    method: string,
    path: string,
    body: object,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: admin,
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (method === 'POST' && res.status === 201) created.push(`${path}/${String(json.id)}`);
    return { status: res.status, json };
  }
  const getJson = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${stack.baseUrl}${path}`)).json()) as T;

  /**
   * Opens each path in turn in one fresh context (optionally without the site's CSP) and lists what ran:
   * a dialog, the flag being set (a setter installed before any page script sees it), a clobbered global.
   */
  async function visitAll(
    paths: [string, (page: Page) => Promise<unknown>][],
    bypassCSP: boolean,
  ): Promise<string[]> {
    const context = await browser.newContext({ baseURL: stack.baseUrl, bypassCSP });
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

  describe('stored content', () => {
    const slug = `xss-all-${RUN}`;

    beforeAll(async () => {
      const content = ALL_XSS_VECTORS.map((v, i) => `<p>vector ${i}</p>${v}`).join('\n');
      expect(
        (await write('POST', '/api/admin/pages', { title: 'XSS <img src=x onerror=__xss=1>', slug, content }))
          .status,
      ).toBe(201);
      for (const position of AD_POSITIONS)
        expect(
          (await write('POST', '/api/admin/advertisements', { title: `Ad ${position}`, content, position }))
            .status,
        ).toBe(201);
      for (const position of BOX_POSITIONS)
        expect(
          (await write('POST', '/api/admin/content-boxes', { title: `Box ${position}`, content, position }))
            .status,
        ).toBe(201);
    });

    it(`stores and serves none of the ${ALL_XSS_VECTORS.length} vectors in an executable form`, async () => {
      const served: string[] = [];
      for (const [i, vector] of ALL_XSS_VECTORS.entries()) {
        const page = await write('POST', '/api/admin/pages', {
          title: `V${i}`,
          slug: `xss-v-${i}-${RUN}`,
          content: vector,
        });
        expect(page.status).toBe(201);
        served.push(
          String(page.json.content),
          (await getJson<{ content: string }>(`/api/pages/xss-v-${i}-${RUN}`)).content,
        );
        const ad = await write('POST', '/api/admin/advertisements', {
          title: `V${i}`,
          content: vector,
          position: 'sidebar',
          active: false,
        });
        served.push(String(ad.json.content));
        const box = await write('POST', '/api/admin/content-boxes', {
          title: `V${i}`,
          content: vector,
          position: 'about',
        });
        served.push(String(box.json.content));
      }
      for (const position of AD_POSITIONS)
        served.push(
          ...(await getJson<{ content: string }[]>(`/api/advertisements?position=${position}`)).map(
            (a) => a.content,
          ),
        );
      for (const position of BOX_POSITIONS)
        served.push(
          ...(await getJson<{ content: string }[]>(`/api/content-boxes?position=${position}`)).map(
            (b) => b.content,
          ),
        );
      const context = await browser.newContext();
      const problems = await (await context.newPage()).evaluate(executableParts, served);
      await context.close();
      expect(problems).toEqual([]);
      expect(served.length).toBeGreaterThan(ALL_XSS_VECTORS.length * 4);
    });

    it.each([
      ['with the site CSP', false],
      ['with the CSP bypassed, so only the sanitisers stand', true],
    ])('runs nothing on the custom page, the home page and the results page %s', async (_name, bypassCSP) => {
      const fired = await visitAll(
        [
          [`/pages/${slug}`, (p) => p.getByText('vector 0', { exact: true }).first().waitFor()],
          ['/', (p) => p.getByText('vector 0', { exact: true }).first().waitFor()],
          ['/results?q=light', (p) => p.locator('.result-card').first().waitFor()],
        ],
        bypassCSP,
      );
      expect(fired).toEqual([]);
    });
  });

  describe('a string setting shown on every page', () => {
    it('comes back as the same text and runs nothing when the site shows it', async () => {
      const vector = `<img src=x onerror=${FLAG}=1><svg onload=${FLAG}=1>`;
      const siteName = async () =>
        (await getJson<Record<string, unknown>>('/api/system-settings/public')).site_name;
      const usual = await siteName();
      expect(typeof usual).toBe('string');
      try {
        const put = await write('PUT', '/api/system-settings/site_name', { value: vector });
        expect(put.status).toBe(200);
        expect(await siteName()).toBe(vector);
        const fired = await visitAll([['/', (p) => p.locator('header').first().waitFor()]], true);
        expect(fired).toEqual([]);
      } finally {
        // The stack is shared: the next spec sees the usual name again.
        expect(
          (await write('PUT', '/api/system-settings/site_name', { value: usual as string })).status,
        ).toBe(200);
        await waitUntil(async () => (await siteName()) === usual, {
          what: 'the usual site name again',
          timeoutMs: 15_000,
          everyMs: 250,
        });
      }
    });
  });

  describe('echoed queries', () => {
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
            (path): [string, typeof main] => [path, main],
          );
        });
        expect(await visitAll(paths, bypassCSP)).toEqual([]);
      },
    );
  });
});
