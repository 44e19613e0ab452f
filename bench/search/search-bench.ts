import { defaultServiceUrl } from '@strongs/contracts';
import { BENCH_QUERIES, type BenchQuery } from './bench-queries';
import type { LatencyStats } from './latency-stats';
import { runAutocannon } from './run-autocannon';
import { swordKjvModule, timeSword } from './sword-compare';
import { timeOriginalLanguage } from './time-original-language';

/**
 * `node scripts/run.mjs bench/search/search-bench.js [--url U] [--gateway] [--both] [--duration S] [--connections 1,32] [--no-sword]
 *   [--original-seconds S] [--original-only]`
 * Times each query type with autocannon (no pipelining) against the search service (its registry port) and/or the
 * gateway (:3000), then each lemma and morphology query on its own (`--original-only`: just those), then
 * compares phrase and multi-word searches with SWORD's diatheke on the same KJV.
 */
interface Options {
  targets: { label: string; url: string }[];
  seconds: number;
  connections: number[];
  sword: boolean;
  originalSeconds: number;
  originalOnly: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const direct = { label: 'direct', url: value('--url') ?? defaultServiceUrl('search') };
  const gateway = { label: 'gateway', url: value('--gateway-url') ?? 'http://127.0.0.1:3000' };
  const targets = argv.includes('--both')
    ? [direct, gateway]
    : argv.includes('--gateway')
      ? [gateway]
      : [direct];
  return {
    targets,
    seconds: Number(value('--duration') ?? 30),
    connections: (value('--connections') ?? '1,32').split(',').map(Number),
    sword: !argv.includes('--no-sword') && !argv.includes('--original-only'),
    originalSeconds: Number(value('--original-seconds') ?? 5),
    originalOnly: argv.includes('--original-only'),
  };
}

const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '-');

function groupByType(queries: readonly BenchQuery[]): Map<string, BenchQuery[]> {
  const groups = new Map<string, BenchQuery[]>();
  for (const q of queries) groups.set(q.type, [...(groups.get(q.type) ?? []), q]);
  return groups;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.originalOnly) {
    for (const target of options.targets) await timeOriginalLanguage(target, options.originalSeconds);
    return;
  }
  const groups = groupByType(BENCH_QUERIES);
  console.log(
    `${BENCH_QUERIES.length} queries in ${groups.size} types, ${options.seconds} s per type and concurrency, pipelining 1\n`,
  );
  const rows: string[][] = [];
  const p50AtOne = new Map<string, number>();
  for (const target of options.targets) {
    for (const [type, queries] of groups) {
      for (const connections of options.connections) {
        const stats: LatencyStats = await runAutocannon(
          target.url,
          queries.map((q) => q.path),
          connections,
          options.seconds,
        );
        rows.push([
          target.label,
          type,
          String(queries.length),
          String(connections),
          ms(stats.p50),
          ms(stats.p95),
          ms(stats.p99),
          stats.rps.toFixed(0),
          String(stats.errors),
        ]);
        process.stdout.write(`  ${rows[rows.length - 1].join(' | ')}\n`);
      }
    }
    if (target.label === options.targets[0].label) {
      for (const q of BENCH_QUERIES.filter((x) => x.sword)) {
        const stats = await runAutocannon(target.url, [q.path], 1, Math.min(5, options.seconds));
        p50AtOne.set(q.path, stats.p50);
      }
    }
  }
  console.log(
    '\n| target | query type | queries | concurrency | p50 ms | p95 ms | p99 ms | req/s | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  for (const target of options.targets) await timeOriginalLanguage(target, options.originalSeconds);
  printSword(options, p50AtOne);
}

function printSword(options: Options, ours: Map<string, number>): void {
  if (!options.sword) return;
  const module = swordKjvModule();
  if (!module) {
    console.log(
      '\nSWORD comparison skipped: diatheke with a KJV module is not installed (apt-get install diatheke sword-text-kjv).',
    );
    return;
  }
  console.log(
    `\nSWORD (diatheke -b ${module}) vs ours (${options.targets[0].label}, p50 at concurrency 1):\n`,
  );
  console.log('| query | SWORD mode | SWORD matches | SWORD ms | ours ms | ours faster by |');
  console.log('|---|---|---|---|---|---|');
  for (const q of BENCH_QUERIES) {
    if (!q.sword) continue;
    const theirs = timeSword(module, q.sword);
    const mine = ours.get(q.path) ?? NaN;
    console.log(
      `| ${q.sword.text} | ${q.sword.mode} | ${theirs.matches} | ${theirs.ms.toFixed(0)} | ${ms(mine)} | ${(theirs.ms / mine).toFixed(0)}x |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${(error as Error).message}`);
  process.exit(1);
});
