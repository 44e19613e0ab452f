/**
 * Lexicon benchmark: `node scripts/run.mjs bench/lexicon/lexicon-bench.js [--url http://host:port] [--gateway] [--duration 10]`.
 * Autocannon without pipelining. Latency percentiles are computed from every response's time
 * (autocannon's own histogram has no p95). Entry and definition responses are cached in Redis for an
 * hour, so the timed runs measure the warm service; the first request per number (cold, straight
 * from Postgres) is timed separately and printed too.
 */
import autocannon from 'autocannon';
import { defaultServiceUrl, GATEWAY_PROCESS } from '@strongs/contracts';

interface Scenario {
  name: string;
  paths: string[];
  connections: number;
  target: { p95Ms?: number; reqPerSec?: number };
}

interface Row {
  name: string;
  connections: number;
  requests: number;
  errors: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  target: string;
  ok: boolean;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const BASE =
  option('url') ??
  (process.argv.includes('--gateway')
    ? `http://127.0.0.1:${GATEWAY_PROCESS.port}`
    : defaultServiceUrl('lexicon'));
const DURATION = Number(option('duration') ?? 10);

/** Numbers spread over both dictionaries, avoiding Greek numbers Strong's left unused (G2717, G3203–G3302). */
function sampleNumbers(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 200; i++) {
    out.push(`H${1 + i * 43}`);
    const g = 1 + i * 28;
    if (g !== 2717 && (g < 3203 || g > 3302)) out.push(`G${g}`);
  }
  return out;
}

const NUMBERS = sampleNumbers();
const QUERIES = [
  'love',
  'agape',
  'H7225',
  'reshith',
  'beginning',
  'ἀγάπη',
  'king',
  'father',
  '26',
  'רֵאשִׁית',
  'shepherd',
  'logos',
];

const SCENARIOS: Scenario[] = [
  {
    name: 'entry GET /api/dictionary/{n}',
    paths: NUMBERS.map((n) => `/api/dictionary/${n}`),
    connections: 1,
    target: { p95Ms: 10 },
  },
  {
    name: 'definition + first 50 occurrences',
    paths: NUMBERS.map((n) => `/api/strongs/definition/${n}`),
    connections: 1,
    target: { p95Ms: 25 },
  },
  {
    name: 'dictionary search',
    paths: QUERIES.map((q) => `/api/dictionary/search?query=${encodeURIComponent(q)}`),
    connections: 1,
    target: { p95Ms: 30 },
  },
  {
    name: 'entry lookups',
    paths: NUMBERS.map((n) => `/api/dictionary/${n}`),
    connections: 32,
    target: { reqPerSec: 1000 },
  },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeOnce(path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(BASE + path);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - started;
}

/** Sequential first requests: the cold path (Postgres, then the cache is filled). */
async function coldRow(name: string, paths: string[]): Promise<Row> {
  const times: number[] = [];
  for (const path of paths) times.push(await timeOnce(path));
  times.sort((a, b) => a - b);
  const total = times.reduce((s, t) => s + t, 0);
  return {
    name: `${name} (cold, first request per number)`,
    connections: 1,
    requests: times.length,
    errors: 0,
    reqPerSec: (times.length / total) * 1000,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    target: 'info',
    ok: true,
  };
}

function run(scenario: Scenario): Promise<Row> {
  let next = 0;
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE,
        connections: scenario.connections,
        pipelining: 1,
        duration: DURATION,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: scenario.paths[next++ % scenario.paths.length] }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const errors = result.errors + result.timeouts + result.non2xx;
        const reqPerSec = result.requests.total / (result.duration || DURATION);
        const p95 = percentile(times, 95);
        const { p95Ms, reqPerSec: minRate } = scenario.target;
        const ok =
          errors === 0 &&
          (p95Ms === undefined || p95 <= p95Ms) &&
          (minRate === undefined || reqPerSec >= minRate);
        resolve({
          name: scenario.name,
          connections: scenario.connections,
          requests: result.requests.total,
          errors,
          reqPerSec,
          p50: percentile(times, 50),
          p95,
          p99: percentile(times, 99),
          target: p95Ms !== undefined ? `p95 ≤ ${p95Ms} ms` : `≥ ${minRate} req/s`,
          ok,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function printTable(rows: Row[]): void {
  const header = [
    'scenario',
    'conns',
    'requests',
    'errors',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'target',
    'result',
  ];
  const lines = rows.map((r) => [
    r.name,
    String(r.connections),
    String(r.requests),
    String(r.errors),
    r.reqPerSec.toFixed(0),
    r.p50.toFixed(2),
    r.p95.toFixed(2),
    r.p99.toFixed(2),
    r.target,
    r.target === 'info' ? '' : r.ok ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  console.log(`Lexicon benchmark against ${BASE}, ${DURATION} s per scenario, no pipelining\n`);
  await timeOnce('/api/dictionary/H7225');
  const rows: Row[] = [];
  rows.push(await coldRow('entry', SCENARIOS[0].paths));
  rows.push(await coldRow('definition', SCENARIOS[1].paths));
  for (const scenario of SCENARIOS) rows.push(await run(scenario));
  printTable(rows);
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(`Benchmark failed: ${error.message}`);
  process.exit(1);
});
