import { cpus, loadavg } from 'node:os';
import { sampleCorpus } from '../load/load-corpus';
import { startBenchStack } from '../support/bench-stack';
import { cacheLookups, hitRate } from './cache-lookups';
import { databaseAloneRps } from './database-alone';
import { cpuMsPerRequest, processCpu } from './process-cpu';
import { recordRequests } from './recorded-requests';
import { runAutocannon } from '../search/run-autocannon';
import { runBrowserVisits } from './browser-visits';
import { type ThroughputKind, throughputKinds } from './throughput-queries';
import { numberOption } from '../support/number-option';
import { runStackFloor } from './stack-floor';

/**
 * `node scripts/run.mjs bench/throughput/throughput-bench.js [--duration 15] [--warmup 5] [--connections 32] [--sample 3000] [--direct] [--floor] [--kind word]`
 * Starts the search and lexicon services and the gateway on a copy of the seeded corpus (rate limit off),
 * draws distinct queries of each kind from the corpus, and sends each kind through the gateway (and, with
 * --direct, straight to its service) at the given concurrency, after a warm-up of the same kind on queries
 * held out of the measured ones (a second sample): the services are measured warm, as the floor is and as a
 * public site's are, and the measured queries are still ones no cache has seen. Prints req/s, latency, errors, the answer
 * caches' hit rate during the run, CPU per request of the gateway and the service, and the bar issue #19
 * sets. The realistic kind sends the visits of 256 browsers instead: word searches drawn by Zipf's law, a browser
 * revalidating what it holds with If-None-Match (its hit-rate column adds the share of 304s). Then the database alone: the SQL the service's own code sends for 128 of those requests, recorded
 * in this process, replayed by pgbench at the same concurrency, parsed and planned every time (simple protocol) and once per
 * connection (prepared, as our services send a statement that repeats); the gateway's figure as a share of each.
 * With --floor, also the fixed stack's floor for that SQL (stack-floor.ts) and its share: what no code of ours can beat.
 */
/** Requests whose SQL is recorded and replayed by pgbench for the database-alone figure. */
const RECORDED_REQUESTS = 128; // pgbench takes at most 128 scripts

const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '-');
const pct = (n: number): string => (Number.isFinite(n) ? `${(n * 100).toFixed(0)}%` : '-');

async function main(): Promise<void> {
  const seconds = numberOption('duration', 15);
  const warmup = numberOption('warmup', 5, { min: 0 });
  const connections = numberOption('connections', 32);
  // One address sends every connection: the per-visitor limits (rate and search concurrency) would refuse most.
  // The gateway logs every request at info, as in production (the bench stack's default, warn, would skip its line).
  const stack = await startBenchStack(['search', 'lexicon'], [], {
    gateway: { SEARCH_CONCURRENCY_PER_CLIENT: '0', LOG_LEVEL: 'info' },
  });
  // The search budget and the costly searches' cap are off in every bench stack (bench-stack.ts).
  try {
    const sampleSize = numberOption('sample', 3000);
    const sample = await sampleCorpus(stack.databaseUrl, sampleSize);
    const heldOut = throughputKinds(await sampleCorpus(stack.databaseUrl, sampleSize));
    const only = process.argv.indexOf('--kind');
    const kinds = throughputKinds(sample).filter(
      (k) => only < 0 || k.name.startsWith(process.argv[only + 1]),
    );
    console.log(
      `${seconds} s per kind and target at ${connections} connections after ${warmup} s of warm-up, distinct queries drawn from the corpus\n`,
    );
    const rows: string[] = [];
    for (const kind of kinds) {
      const serviceUrl = stack.serviceUrls[kind.service] as string;
      const targets: [string, string][] = [['gateway', stack.baseUrl]];
      if (process.argv.includes('--direct')) targets.push(['direct', serviceUrl]);
      let gatewayRps = NaN;
      const warmupPaths = heldOutPaths(kind, heldOut);
      for (const [label, url] of targets) {
        if (warmup > 0) await runAutocannon(url, warmupPaths, connections, warmup, true);
        const before = await cacheLookups(serviceUrl);
        const cpuBefore = processCpu(stack.pids);
        const visits = kind.browsers
          ? await runBrowserVisits(url, kind.paths, connections, seconds)
          : undefined;
        const stats = visits ?? (await runAutocannon(url, kind.paths, connections, seconds, true));
        const revalidated = visits ? `, ${pct(visits.notModified / Math.max(1, visits.requests))} 304` : '';
        const cpu = cpuMsPerRequest(cpuBefore, processCpu(stack.pids), stats.requests + stats.errors);
        const rate = hitRate(before, await cacheLookups(serviceUrl));
        // "1.0 (0.3)": CPU ms a request, of which the kernel's.
        const cpuMs = (name: string): string =>
          `${cpu[name].ms.toFixed(2)} (${cpu[name].systemMs.toFixed(2)})`;
        const met = label !== 'gateway' ? '' : stats.rps >= kind.targetRps ? 'yes' : 'no';
        const row = `| ${kind.name} | ${label} | ${kind.paths.length} | ${stats.rps.toFixed(0)} | ${ms(stats.p50)} | ${ms(stats.p99)} | ${stats.errors} | ${pct(rate)}${revalidated} | ${cpuMs('gateway')} | ${cpuMs(kind.service)} | ${kind.targetRps} | ${met} |`;
        rows.push(row);
        console.log(row);
        if (label === 'gateway') gatewayRps = stats.rps;
      }
      const recorded = await recordRequests(stack.databaseUrl, kind, RECORDED_REQUESTS);
      const statements = recorded.reduce((sum, r) => sum + r.length, 0) / recorded.length;
      // Issue #32's budget is per request (a word search or an entry: 2 on a miss), so the most matters too.
      const most = Math.max(...recorded.map((r) => r.length));
      let alone = NaN;
      for (const protocol of ['simple', 'prepared'] as const) {
        const rps = databaseAloneRps(stack.databaseUrl, recorded, connections, seconds, protocol);
        alone = protocol === 'simple' ? rps : alone;
        const row = `| ${kind.name} | database alone (pgbench ${protocol}, ${statements.toFixed(1)} statements a request, at most ${most}) | ${recorded.length} | ${rps.toFixed(0)} | | | | | | | gateway at ${pct(gatewayRps / rps)} | ${gatewayRps / rps >= 0.4 ? 'yes' : 'no'} |`;
        rows.push(row);
        console.log(row);
      }
      if (process.argv.includes('--floor')) {
        const floor = await runStackFloor(stack.databaseUrl, recorded, connections, seconds);
        const floorRow = `| ${kind.name} | stack floor (NestJS, http-proxy-middleware, node-postgres: the recorded SQL) | ${recorded.length} | ${floor.stats.rps.toFixed(0)} | ${ms(floor.stats.p50)} | ${ms(floor.stats.p99)} | ${floor.stats.errors} | | ${floor.proxyCpuMs.toFixed(2)} | ${floor.serverCpuMs.toFixed(2)} | floor at ${pct(floor.stats.rps / alone)} | |`;
        rows.push(floorRow);
        console.log(floorRow);
      }
    }
    console.log(
      '\n| kind | target | distinct queries | req/s | p50 ms | p99 ms | errors | cache hit rate | gateway CPU ms/req (system) | service CPU ms/req (system) | bar req/s | met |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(
      `\nmachine load average (1 min) at the end: ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`,
    );
  } finally {
    await stack.stop();
  }
}

/** The held-out sample's paths of this kind that the measured ones do not hold. */
function heldOutPaths(kind: ThroughputKind, heldOut: ThroughputKind[]): string[] {
  const measured = new Set(kind.paths);
  const same = heldOut.find((k) => k.name === kind.name);
  return (same?.paths ?? []).filter((path) => !measured.has(path));
}

main().catch((error: unknown) => {
  console.error(`Throughput bench failed: ${(error as Error).message}`, (error as Error).cause ?? '');
  process.exit(1);
});
