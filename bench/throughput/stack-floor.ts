import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@strongs/testing';
import { runAutocannon } from '../search/run-autocannon';
import type { LatencyStats } from '../search/latency-stats';
import { startFloorProcess } from './floor-processes';
import { cpuMsPerRequest, processCpu } from './process-cpu';
import type { RecordedRequest, RecordedSql } from './recorded-requests';

export interface StackFloor {
  stats: LatencyStats;
  proxyCpuMs: number;
  serverCpuMs: number;
}

/**
 * The fixed stack's floor for recorded requests: a NestJS gateway with only http-proxy-middleware in front of a
 * NestJS service that only sends each request's recorded statements and answers their rows (nest-floor.ts), loaded
 * like the real stack. No validation, logging, limits, caching or shaping of answers: our services cannot be cheaper.
 */
export async function runStackFloor(
  databaseUrl: string,
  requests: RecordedRequest[],
  connections: number,
  seconds: number,
): Promise<StackFloor> {
  const dir = mkdtempSync(join(tmpdir(), 'stack-floor-'));
  const file = join(dir, 'recorded.json');
  writeFileSync(file, JSON.stringify({ databaseUrl, requests } satisfies RecordedSql));
  const [serverPort, proxyPort] = [await freePort(), await freePort()];
  const server = await startFloorProcess('nest-sql-server', serverPort, file);
  const proxy = await startFloorProcess('nest-proxy', proxyPort, serverPort);
  try {
    const pids = { server: server.pid as number, proxy: proxy.pid as number };
    const paths = requests.map((_, i) => `/api/search?q=floor-${i}`);
    // One warm-up pass, as the real services have long been warm when they are measured.
    await runAutocannon(`http://127.0.0.1:${proxyPort}`, paths, connections, 2);
    const before = processCpu(pids);
    const stats = await runAutocannon(`http://127.0.0.1:${proxyPort}`, paths, connections, seconds, true);
    const cpu = cpuMsPerRequest(before, processCpu(pids), stats.requests + stats.errors);
    return { stats, proxyCpuMs: cpu.proxy.ms, serverCpuMs: cpu.server.ms };
  } finally {
    server.kill();
    proxy.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
