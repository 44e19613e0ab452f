import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { waitUntil } from '@strongs/testing';
import { adminSession, sharedStack } from '../support/shared-stack';
import { launchChromium } from '../web/web-browser';
import { executableParts } from './xss/inspect-html';
import { visitAll } from './xss/visit-all';
import { ALL_XSS_VECTORS, FLAG } from './xss/xss-vectors';

const RUN = randomBytes(3).toString('hex');
/** Where the SPA shows stored HTML: every ad position and content box position it renders. */
const AD_POSITIONS = ['header', 'footer', 'sidebar', 'results'];
const BOX_POSITIONS = ['homepage', 'search', 'results', 'about', 'sidebar'];

/**
 * Stored XSS (pages, advertisements, content boxes, a string setting) against the real stack and Chromium
 * (reflected XSS: security-xss-echoed.e2e.spec.ts). The admin service's integration test checks
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
        browser,
        stack.baseUrl,
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
        const fired = await visitAll(
          browser,
          stack.baseUrl,
          [['/', (p) => p.locator('header').first().waitFor()]],
          true,
        );
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
});
