import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * `node scripts/run.mjs bench/web/lighthouse-bench.js [--url http://127.0.0.1:3000] [--mobile]`
 * Lighthouse (npm `lighthouse`, pinned to 12.2.3: 13 wants Node 22) run against Debian's Chromium on the
 * pages a reader uses most, against a running gateway serving a production build of web/dist
 * (`node scripts/build.mjs`, then `npm start` or the e2e stack). Desktop settings unless `--mobile`.
 * Prints accessibility and performance per page with the targets (≥ 95 and ≥ 90) and exits 1 when one is missed.
 */
const PAGES = ['/', '/results?q=love', '/dictionary/H7225', '/bible/John/3'];
const TARGETS = { accessibility: 95, performance: 90 } as const;
const run = promisify(execFile);

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

interface Scores {
  accessibility: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(url: string, mobile: boolean): Promise<Scores> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const out = join(dir, 'report.json');
    await run(
      process.execPath,
      [
        require.resolve('lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=accessibility,performance',
        ...(mobile ? [] : ['--preset=desktop']),
        // A shared, loaded machine: give the first paint and the load time to come.
        '--max-wait-for-fcp=60000',
        '--max-wait-for-load=90000',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<'accessibility' | 'performance', { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    return {
      accessibility: Math.round(report.categories.accessibility.score * 100),
      performance: Math.round(report.categories.performance.score * 100),
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const baseUrl = arg('--url', 'http://127.0.0.1:3000').replace(/\/$/, '');
  const mobile = process.argv.includes('--mobile');
  const rows: string[][] = [];
  let missed = false;
  for (const path of PAGES) {
    // One retry: Chromium under load sometimes reports no first paint (NO_FCP) for a page that paints fine.
    const s = await audit(`${baseUrl}${path}`, mobile).catch(() => audit(`${baseUrl}${path}`, mobile));
    const ok = s.accessibility >= TARGETS.accessibility && s.performance >= TARGETS.performance;
    missed ||= !ok;
    rows.push([
      path,
      String(s.accessibility),
      String(s.performance),
      `${s.lcpMs.toFixed(0)} ms`,
      `${s.tbtMs.toFixed(0)} ms`,
      s.cls.toFixed(3),
      ok ? 'ok' : 'MISSED',
    ]);
  }
  const head = [
    'page',
    'accessibility',
    'performance',
    'LCP',
    'TBT',
    'CLS',
    `target a11y ≥ ${TARGETS.accessibility}, perf ≥ ${TARGETS.performance}`,
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(
    `Lighthouse ${mobile ? 'mobile' : 'desktop'} against ${baseUrl} (Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'})\n`,
  );
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
