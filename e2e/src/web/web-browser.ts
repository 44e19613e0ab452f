/** Shared set-up of the web e2e tests: the stack (or E2E_BASE_URL), Debian's Chromium, axe-core and screenshots. */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

const root = resolve(__dirname, '../../..');
const SCREENSHOT_DIR = join(root, 'artifacts/screenshots');
/**
 * Screenshots are for a person reviewing a change (`E2E_SCREENSHOTS=1 npx jest -c e2e/jest.config.js …`):
 * nothing asserts them, and a full-page PNG of a long chapter costs the suite a second of CPU.
 */
const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';
export const WIDTHS = [375, 768, 1280] as const;

export interface RunningStack {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * E2E_BASE_URL points at the shared stack (e2e global setup starts it, with a known administrator:
 * support/shared-stack.ts); otherwise the harness starts one on free ports. A run that passes env (a setting
 * read once at start) always starts its own stack: a running one would not know it.
 */
export async function startWebStack(env?: NodeJS.ProcessEnv): Promise<RunningStack> {
  if (process.env.E2E_BASE_URL && !env)
    return { baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''), stop: async () => undefined };
  // Loaded at run time: the stack harness lives in e2e/src/support/stack.ts.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const harness = require(join(__dirname, '../support/stack')) as {
    startStack(o: { env?: NodeJS.ProcessEnv }): Promise<RunningStack>;
  };
  return harness.startStack({ env });
}

/**
 * Debian's Chromium in one of its two headless builds. The suite runs in `chromium-headless-shell` (the
 * same Blink and V8 as the browser, without the browser's window layer) when Debian's package is installed:
 * a context with a page and two navigations cost it 0.18 s of CPU against 0.66 s in the full browser, and
 * the browser specs are bound by the two cores. Without it, the full browser; CHROMIUM_PATH chooses either.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? suiteChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const suiteChromium = (): string => (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/**
 * A browser context at `width`. The site's service worker (offline reading) is blocked unless asked for:
 * requests it answers would bypass `page.route`, and only the offline spec is about it.
 */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  width = 1280,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: 900 },
    serviceWorkers,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  return context;
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** What a spec file's tests share: filled in by the hooks that setUpWebSession registers. */
export interface WebSession {
  readonly stack: RunningStack;
  readonly browser: Browser;
  /** This test's own context and page (with `pagePerTest`); uncaught page errors fail the test. */
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  /** Replaces this test's page with one in a fresh context of the given viewport width. */
  reopen(width: number): Promise<Page>;
  /**
   * A page in a fresh context of its own (another browser of the same reader, or another reader), beside any
   * other: closed after the test, whose uncaught page errors fail it.
   */
  openPage(width?: number): Promise<Page>;
}

export interface WebSessionOptions {
  /** Env for a private stack: only for a setting read once at start (the shared stack has an administrator). */
  env?: NodeJS.ProcessEnv;
  /** A fresh context and page for every test (default); false when the tests open their own. */
  pagePerTest?: boolean;
}

/** Registers the usual hooks of a web spec: one stack and one Chromium per file, one page per test. */
export function setUpWebSession(options: WebSessionOptions = {}): WebSession {
  const others: { context: BrowserContext; errors: string[] }[] = [];
  const session = {
    async openPage(width = 1280) {
      const context = await newContext(session.browser, session.stack.baseUrl, width);
      const page = await context.newPage();
      others.push({ context, errors: watchErrors(page) });
      return page;
    },
    async reopen(width: number) {
      await session.context?.close();
      session.context = await newContext(session.browser, session.stack.baseUrl, width);
      session.page = await session.context.newPage();
      session.errors = watchErrors(session.page);
      return session.page;
    },
  } as { -readonly [K in keyof WebSession]: WebSession[K] };

  beforeAll(async () => {
    session.stack = await startWebStack(options.env);
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.stack?.stop();
  });
  afterEach(async () => {
    for (const { context, errors } of others.splice(0)) {
      await context.close();
      expect(errors).toEqual([]);
    }
  });
  if (options.pagePerTest !== false) {
    beforeEach(async () => {
      await session.reopen(1280);
    });
    afterEach(async () => {
      // No context when the stack or the browser failed to start: that failure is the one to report.
      if (!session.context) return;
      await session.context.close();
      expect(session.errors).toEqual([]);
    });
  }
  return session;
}

let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page, once what a person would see has settled, and returns the serious and critical
 * violations: a card still fading in has the contrast of its half-drawn self.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await settled(page);
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') rightly blocks inline scripts.
  // Once per document: a page checked at several widths keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
    .join('\n');
}

/**
 * Fonts loaded, no transition or animation running (a spinner's or a skeleton's endless one aside: it never
 * finishes), a frame painted: what a person would now see.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A full-page screenshot named `<name>-<viewport width>.png`, when screenshots are wanted. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await screenshotOf(page, `${name}-${page.viewportSize()?.width ?? 0}.png`, { fullPage: true });
}

/** A screenshot of the viewport (or of one element) under its own file name, when screenshots are wanted. */
export async function screenshotOf(
  target: Page | Locator,
  fileName: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await target.screenshot({ path: join(SCREENSHOT_DIR, fileName), ...options });
}
