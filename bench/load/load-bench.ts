import { cpus, loadavg } from 'node:os';
import { latencyStats } from '../search/latency-stats';
import { sampleCorpus } from './load-corpus';
import { customPageSlugs, routeKinds, weightedPicker } from './load-mix';
import { readMemory, type ProcessMemory } from './process-memory';
import { runMixedLoad, type LoadResult } from './run-mixed-load';
import { startBenchStack, type BenchStack } from '../support/bench-stack';
import { numberOption } from '../support/number-option';

/**
 * `npm run bench:load -- [--duration 600] [--connections 64] [--warmup 60]`
 * Starts every service and the gateway on a copy of the seeded corpus, then sends mixed public traffic
 * through the gateway (every kind of search, entries, definitions, verses, chapters, custom pages,
 * public settings, versions) drawn at random from the real corpus. Prints totals, 5xx and socket
 * errors, p50/p95/p99 per route kind, and each process's memory before and after.
 * Memory "before" is read after a warm-up of the same traffic: bounded caches (the search service keeps
 * 2,000 answers) fill there, so the growth over the measured run shows what keeps growing.
 */
const ORIGIN = 'http://localhost:3000';

/** A few published custom pages, created through the admin API as an administrator would. */
async function createCustomPages(stack: BenchStack): Promise<void> {
  const login = await fetch(`${stack.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ username: stack.adminUsername, password: stack.adminPassword }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  for (const slug of customPageSlugs()) {
    const res = await fetch(`${stack.baseUrl}/api/admin/pages`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: slug.replace(/-/g, ' '),
        slug,
        content: `<h2>${slug}</h2><p>${'Load bench page. '.repeat(40)}</p>`,
        active: true,
      }),
    });
    if (!res.ok) throw new Error(`creating page ${slug}: ${res.status} ${await res.text()}`);
  }
}

const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '-');
const mb = (n: number): string => (Number.isFinite(n) ? n.toFixed(0) : '-');

function printResult(result: LoadResult, connections: number): void {
  const rps = result.total / result.seconds;
  console.log(
    `\n${result.total} requests in ${result.seconds.toFixed(0)} s (${rps.toFixed(0)} req/s) at concurrency ${connections}`,
  );
  console.log(
    `5xx: ${result.status5xx}; other non-2xx: ${result.non2xx - result.status5xx}; socket errors: ${result.socketErrors}; timeouts (10 s): ${result.timeouts}\n`,
  );
  console.log('| route kind | requests | 2xx | 4xx | 5xx | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  const all: number[] = [];
  for (const [name, kind] of [...result.byKind].sort(([a], [b]) => a.localeCompare(b))) {
    const stats = latencyStats(kind.times, 0, result.seconds);
    all.push(...kind.times);
    console.log(
      `| ${name} | ${kind.times.length} | ${kind.status2xx} | ${kind.status4xx} | ${kind.status5xx} | ${ms(stats.p50)} | ${ms(stats.p95)} | ${ms(stats.p99)} |`,
    );
  }
  const overall = latencyStats(all, 0, result.seconds);
  console.log(
    `| **all** | ${all.length} | | | ${result.status5xx} | ${ms(overall.p50)} | ${ms(overall.p95)} | ${ms(overall.p99)} |`,
  );
  for (const [answer, count] of result.serverErrors) console.log(`5xx answer ×${count}: ${answer}`);
  for (const request of result.timedOut.slice(0, 20)) console.log(`no answer within 10 s: ${request}`);
}

type Memory = Record<string, ProcessMemory>;

function printMemory(cold: Memory, before: Memory, after: Memory): void {
  console.log(
    '\n| process | RSS cold MiB | RSS after warm-up MiB | RSS after run MiB | growth over the run | peak RSS MiB |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const name of Object.keys(before)) {
    const growth = ((after[name].rssMb - before[name].rssMb) / before[name].rssMb) * 100;
    const shown = Number.isFinite(growth) ? `${growth >= 0 ? '+' : ''}${growth.toFixed(0)}%` : '-';
    console.log(
      `| ${name} | ${mb(cold[name].rssMb)} | ${mb(before[name].rssMb)} | ${mb(after[name].rssMb)} | ${shown} | ${mb(after[name].peakMb)} |`,
    );
  }
}

async function main(): Promise<void> {
  const seconds = numberOption('duration', 600);
  const connections = numberOption('connections', 64);
  const warmup = numberOption('warmup', 60, { min: 0 });
  const stack = await startBenchStack(['search', 'lexicon', 'auth', 'importer', 'admin']);
  try {
    await createCustomPages(stack);
    const sample = await sampleCorpus(stack.databaseUrl);
    const kinds = routeKinds(sample);
    console.log(
      `Load bench: ${kinds.length} route kinds from ${sample.words.length} words, ${sample.phrases.length} phrases, ` +
        `${sample.verses.length} verses, ${sample.strongs.length} Strong's numbers, versions ${sample.versions.join(', ')}; ` +
        `${seconds} s at concurrency ${connections} through the gateway`,
    );
    const loadBefore = loadavg()[0];
    const cold = readMemory(stack.pids);
    const warm =
      warmup > 0 ? await runMixedLoad(stack.baseUrl, weightedPicker(kinds), connections, warmup) : undefined;
    const before = readMemory(stack.pids);
    const result = await runMixedLoad(stack.baseUrl, weightedPicker(kinds), connections, seconds);
    const after = readMemory(stack.pids);
    if (warm)
      console.log(
        `warm-up: ${warm.total} requests in ${warm.seconds.toFixed(0)} s, 5xx ${warm.status5xx}, socket errors ${warm.socketErrors} (not in the figures below)`,
      );
    printResult(result, connections);
    printMemory(cold, before, after);
    console.log(
      `\nmachine load average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after, on ${cpus().length} cores`,
    );
    if (result.status5xx + (warm?.status5xx ?? 0) > 0 || result.socketErrors + (warm?.socketErrors ?? 0) > 0)
      process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Load bench failed: ${(error as Error).message}`);
  process.exit(1);
});
