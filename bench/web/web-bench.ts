/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/**
 * `node scripts/run.mjs bench/web/web-bench.js [--url http://127.0.0.1:3000] [--runs 7]`
 * Against a running gateway serving web/dist: (1) the gzipped JavaScript that `/` loads, from the built
 * index.html plus the route chunks Chromium actually fetches for `/`; (2) the time from navigation start to the
 * first result card of `/results?q=love`, from the Performance API, cold and with a warm HTTP cache.
 */
const root = resolve(__dirname, '../../..');
const dist = join(root, 'web/dist');
const BUDGET_KB = 150;
const TARGET_MS = 300;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const gzipKb = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length / 1024;

/** Scripts and module preloads named by the built index.html. */
function entryScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const found = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  return [...new Set(found.map((m) => m[1].replace(/^\//, '')))];
}

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

/** Every .js file Chromium fetches to show `/` (entry plus the lazily loaded home route). */
async function scriptsLoadedForHome(browser: Browser, baseUrl: string): Promise<string[]> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Features' }).waitFor();
  await page.close();
  return [...scripts];
}

/** Milliseconds from navigation start until the first result card is in the DOM. */
async function timeToResults(
  browser: Browser,
  baseUrl: string,
  warm: boolean,
): Promise<{ results: number; domContentLoaded: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (warm) await page.goto(`${baseUrl}/results?q=love`, { waitUntil: 'networkidle' });
  await page.addInitScript(() => {
    const w = window as unknown as { __resultsAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('.result-card')) {
        w.__resultsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${baseUrl}/results?q=love`);
  await page.waitForFunction(() => (window as unknown as { __resultsAt?: number }).__resultsAt !== undefined);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      results: (window as unknown as { __resultsAt: number }).__resultsAt,
      domContentLoaded: nav.domContentLoadedEventEnd,
    };
  });
  await context.close();
  return timing;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const baseUrl = arg('--url', 'http://127.0.0.1:3000').replace(/\/$/, '');
  const runs = Number(arg('--runs', '7'));
  const browser = await launch();
  try {
    const entry = entryScripts();
    const loaded = await scriptsLoadedForHome(browser, baseUrl);
    const entryKb = entry.reduce((sum, f) => sum + gzipKb(f), 0);
    const homeKb = loaded.reduce((sum, f) => sum + gzipKb(f), 0);

    const cold: { results: number; domContentLoaded: number }[] = [];
    const warm: { results: number; domContentLoaded: number }[] = [];
    for (let i = 0; i < runs; i++) cold.push(await timeToResults(browser, baseUrl, false));
    for (let i = 0; i < runs; i++) warm.push(await timeToResults(browser, baseUrl, true));

    const rows: [string, string, string][] = [
      ['JS in index.html (gzip)', `${entryKb.toFixed(1)} KB (${entry.length} files)`, `≤ ${BUDGET_KB} KB`],
      [
        'JS loaded for / (gzip)',
        `${homeKb.toFixed(1)} KB (${loaded.length} files)`,
        `≤ ${BUDGET_KB} KB ${homeKb <= BUDGET_KB ? 'ok' : 'OVER'}`,
      ],
      [
        `/results?q=love, cold cache (median of ${runs})`,
        `${median(cold.map((t) => t.results)).toFixed(0)} ms`,
        `target ≤ ${TARGET_MS} ms`,
      ],
      [
        `/results?q=love, warm cache (median of ${runs})`,
        `${median(warm.map((t) => t.results)).toFixed(0)} ms`,
        `target ≤ ${TARGET_MS} ms`,
      ],
      [
        '  of which DOMContentLoaded (cold)',
        `${median(cold.map((t) => t.domContentLoaded)).toFixed(0)} ms`,
        '',
      ],
    ];
    const w0 = Math.max(...rows.map((r) => r[0].length));
    const w1 = Math.max(...rows.map((r) => r[1].length));
    console.log(`web bench against ${baseUrl}\n`);
    console.log(`${'measure'.padEnd(w0)} | ${'value'.padEnd(w1)} | budget`);
    console.log(`${'-'.repeat(w0)}-|-${'-'.repeat(w1)}-|-------`);
    for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)} | ${b.padEnd(w1)} | ${c}`);
    console.log(`\nfiles for /: ${loaded.map((f) => `${f} ${gzipKb(f).toFixed(1)} KB`).join(', ')}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
