import { cpus, loadavg } from 'node:os';
import { SEARCH_BUDGET_DEFAULTS } from '@strongs/contracts';
import { latencyStats } from '../search/latency-stats';
import { sampleCorpus } from '../load/load-corpus';
import { startBenchStack } from '../support/bench-stack';
import { adversarialSearchPath } from './adversarial-queries';
import { databaseSessionRoles } from './database-sessions';
import { count5xx, emptyResult, runClient, statusSummary, type ClientResult } from './drive-clients';
import { loginAttack } from './login-attack';
import { numberOption } from '../support/number-option';

/**
 * `npm run bench:abuse -- [--duration 30] [--attackers 20] [--attacker-addresses 1] [--search-budget 1]`
 * Loopback only, at most about two minutes. Starts search, lexicon and auth behind the gateway on a copy of
 * the seeded corpus, with the gateway trusting a loopback TLS proxy (TRUST_PROXY=loopback) so that
 * X-Forwarded-For gives each simulated visitor its own address. Measures:
 * 1. simple searches (one common word, canonical order) from one visitor, alone, then while `attackers`
 *    clients send the costliest searches found back to back (from one address, or each from its own);
 * 2. 30 concurrent wrong passwords for the administrator from one address, then the right password from
 *    another;
 * 3. the role of every database session the services hold.
 * The gateway's search budget (costly searches weighed per address, costly searches in flight capped) runs with its
 * production defaults; `--search-budget 0` turns it off, to compare with shedding left to the search service.
 */
const ms = (n: number): string => (Number.isFinite(n) ? n.toFixed(0) : '-');

function row(name: string, result: ClientResult, seconds: number): string {
  const s = latencyStats(result.times, result.socketErrors, seconds);
  const answered = latencyStats(result.answered, 0, seconds);
  return `| ${name} | ${s.requests} | ${statusSummary(result)} | ${result.socketErrors} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(answered.p95)} |`;
}

async function main(): Promise<void> {
  const seconds = numberOption('duration', 30, { max: 50, integer: true });
  const attackers = numberOption('attackers', 20, { max: 50, integer: true });
  const addresses = numberOption('attacker-addresses', 1, { max: attackers, integer: true });
  const budget = numberOption('search-budget', 1, { min: 0, max: 1, integer: true }) === 1;
  const load = [loadavg()[0]];
  const stack = await startBenchStack(['search', 'lexicon', 'auth'], [], {
    gateway: {
      TRUST_PROXY: 'loopback',
      // The budget as it ships, or both of its parts off for comparison (the bench stack turns them off).
      SEARCH_BUDGET_POINTS: budget ? String(SEARCH_BUDGET_DEFAULTS.points) : '0',
      SEARCH_COSTLY_IN_FLIGHT: budget ? String(SEARCH_BUDGET_DEFAULTS.costlyInFlight) : '0',
    },
  });
  try {
    const sample = await sampleCorpus(stack.databaseUrl);
    const simplePath = (n: number) =>
      `/api/search-strongs?q=${encodeURIComponent(sample.words[(n * 7919) % sample.words.length])}`;
    const visitor = { 'x-forwarded-for': '192.0.2.10' };
    console.log(
      `Abuse bench: ${seconds} s per phase, ${attackers} attackers from ${addresses} address(es), ` +
        `gateway search budget ${budget ? 'on' : 'off'}, loopback only`,
    );

    const alone = emptyResult();
    await runClient(stack.baseUrl, simplePath, Date.now() + 10_000, alone, visitor);
    load.push(loadavg()[0]);

    const simple = emptyResult();
    const attack = emptyResult();
    const until = Date.now() + seconds * 1000;
    await Promise.all([
      runClient(stack.baseUrl, (n) => simplePath(n + 100_000), until, simple, visitor),
      ...Array.from({ length: attackers }, (_, i) =>
        runClient(stack.baseUrl, (n) => adversarialSearchPath(n + i), until, attack, {
          'x-forwarded-for': `198.18.0.${(i % addresses) + 1}`,
        }),
      ),
    ]);
    load.push(loadavg()[0]);
    console.log(
      '\n| client | requests | statuses | socket errors | p50 ms | p95 ms | p99 ms | p95 ms of the answered (2xx) |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(row('simple searches, alone (10 s)', alone, 10));
    console.log(row(`simple searches, under attack (${seconds} s)`, simple, seconds));
    console.log(row(`${attackers} attackers, costliest searches`, attack, seconds));

    const roles = await databaseSessionRoles(stack.databaseUrl);
    const logins = await loginAttack(stack.baseUrl, stack.adminUsername, stack.adminPassword);
    const checked = logins.wrongPasswordStatuses.get(401) ?? 0;
    console.log(
      `\n30 concurrent wrong passwords for the administrator from one address: ${[
        ...logins.wrongPasswordStatuses,
      ]
        .map(([s, n]) => `${s}×${n}`)
        .join(
          ', ',
        )} (${checked} passwords checked); right password from another address: ${logins.ownerFromElsewhere}; ` +
        `one more guess from the attacker's address: ${logins.attackerAfterBurst}`,
    );
    console.log('\n| application | database role | superuser | sessions |');
    console.log('|---|---|---|---|');
    for (const r of roles) console.log(`| ${r.application} | ${r.role} | ${r.superuser} | ${r.sessions} |`);
    console.log(
      `\nmachine load average (1 min): ${load.map((l) => l.toFixed(2)).join(' → ')} → ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`,
    );
    const p95 = latencyStats(simple.answered, 0, seconds).p95;
    if (
      count5xx(simple) > 0 ||
      p95 > 150 ||
      logins.ownerFromElsewhere !== 200 ||
      roles.some((r) => r.superuser)
    )
      process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Abuse bench failed: ${(error as Error).message}`);
  process.exit(1);
});
