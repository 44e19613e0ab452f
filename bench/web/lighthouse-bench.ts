import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startBenchStack, type BenchStack } from '../support/bench-stack';
import { lighthouseAudit, type LighthouseScores } from './lighthouse-audit';

/**
 * `node scripts/run.mjs bench/web/lighthouse-bench.js [--runs 3] [--mobile] [--url http://127.0.0.1:3000]`
 * Lighthouse on the pages a reader uses most. Without `--url` it builds the SPA for production
 * (`vite build`) and starts the services and the gateway on a copy of the seeded corpus, the gateway serving
 * web/dist as in production (compression, year-long caching of hashed assets). Each page is audited `--runs`
 * times; the run with the median performance score is printed with its audits (FCP, LCP, TBT, CLS, Speed
 * Index, bytes transferred) and the load average beside it, since the machine is shared. Exits 1 when a target is missed.
 */
const PAGES = ['/', '/results?q=love', '/dictionary/H7225', '/bible/John/3'];
const TARGETS = { accessibility: 95, performance: 90 } as const;
const ROOT = join(__dirname, '../../..');

function arg(name: string, fallback: string | undefined): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** The production build of the SPA, served by a gateway of our own. */
async function startProductionStack(): Promise<BenchStack> {
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: join(ROOT, 'web'),
    // The production bundle whatever NODE_ENV the caller has (Vite takes it from the environment).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  return startBenchStack(['search', 'lexicon', 'auth', 'importer', 'admin'], [], {
    gateway: { WEB_DIST: join(ROOT, 'web/dist'), NODE_ENV: 'production' },
  });
}

/** One retry: Chromium under load sometimes reports no first paint (NO_FCP) for a page that paints fine. */
const auditOnce = (url: string, mobile: boolean) =>
  lighthouseAudit(url, mobile).catch(() => lighthouseAudit(url, mobile));

async function medianRun(
  url: string,
  mobile: boolean,
  runs: number,
): Promise<{ median: LighthouseScores; all: number[] }> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) results.push(await auditOnce(url, mobile));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { median: sorted[Math.floor(sorted.length / 2)], all: results.map((r) => r.performance) };
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n: number) => `${n.toFixed(0)} ms`;

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<void> {
  const mobile = process.argv.includes('--mobile');
  const runs = Number(arg('--runs', '3'));
  const given = arg('--url', undefined);
  const stack = given ? undefined : await startProductionStack();
  const baseUrl = (given ?? stack!.baseUrl).replace(/\/$/, '');
  const rows: string[][] = [];
  let missed = false;
  try {
    for (const path of PAGES) {
      const load = loadAverage();
      const { median: s, all } = await medianRun(`${baseUrl}${path}`, mobile, runs);
      const ok = s.accessibility >= TARGETS.accessibility && s.performance >= TARGETS.performance;
      missed ||= !ok;
      rows.push([
        path,
        String(s.accessibility),
        `${s.performance} (${all.join(', ')})`,
        ms(s.fcpMs),
        ms(s.lcpMs),
        ms(s.tbtMs),
        s.cls.toFixed(3),
        ms(s.siMs),
        `${(s.bytes / 1024).toFixed(0)} KB`,
        load,
        ok ? 'ok' : 'MISSED',
      ]);
    }
  } finally {
    await stack?.stop();
  }
  console.log(
    `\nLighthouse ${mobile ? 'mobile' : 'desktop'}, simulated throttling, median of ${runs} by performance, against ${given ?? 'a production build served by the gateway'} (Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'})\n`,
  );
  printTable(
    [
      'page',
      'a11y',
      `performance (runs)`,
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'SI',
      'bytes',
      'load avg 1/5/15',
      `a11y ≥ ${TARGETS.accessibility}, perf ≥ ${TARGETS.performance}`,
    ],
    rows,
  );
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
