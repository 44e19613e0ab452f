import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One Lighthouse run's scores and the performance audits they are made of. */
export interface LighthouseScores {
  accessibility: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Bytes transferred for the page load (compressed, as sent). */
  bytes: number;
}

const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
  bytes: 'total-byte-weight',
} as const;

/**
 * Lighthouse (npm `lighthouse`, pinned to 12.2.3: 13 wants Node 22) in its own process against Debian's
 * Chromium, with its default simulated throttling; desktop settings unless `mobile`.
 */
export async function lighthouseAudit(url: string, mobile: boolean): Promise<LighthouseScores> {
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
    const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
    return {
      accessibility: Math.round(report.categories.accessibility.score * 100),
      performance: Math.round(report.categories.performance.score * 100),
      fcpMs: audit(AUDITS.fcpMs),
      lcpMs: audit(AUDITS.lcpMs),
      tbtMs: audit(AUDITS.tbtMs),
      cls: audit(AUDITS.cls),
      siMs: audit(AUDITS.siMs),
      bytes: audit(AUDITS.bytes),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
