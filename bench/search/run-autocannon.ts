import autocannon from 'autocannon';
import { latencyStats, type LatencyStats } from './latency-stats';

/**
 * `connections` clients without pipelining for `seconds`, timing each response. By default every connection
 * runs through `paths` in turn; with `sharedCursor` each request takes the next path of one cursor shared by
 * all connections, so no two send the same path together and a cache only answers what was asked before.
 */
export async function runAutocannon(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  sharedCursor = false,
): Promise<LatencyStats> {
  const samples: number[] = [];
  let errors = 0;
  let cursor = 0;
  const started = Date.now();
  const requests = sharedCursor
    ? [
        {
          method: 'GET' as const,
          setupRequest: (r: object) => ({ ...r, path: paths[cursor++ % paths.length] }),
        },
      ]
    : paths.map((path) => ({ method: 'GET' as const, path }));
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections, pipelining: 1, duration: seconds, requests },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
      else errors++;
    });
    instance.on('reqError', () => errors++);
  });
  return latencyStats(samples, errors, (Date.now() - started) / 1000);
}
