import autocannon from 'autocannon';
import { latencyStats, type LatencyStats } from '../search/latency-stats';

/**
 * `connections` clients without pipelining for `seconds`, each request taking the next path of one shared
 * cursor: no two connections send the same path together, so a cache only answers what was asked before.
 */
export async function runDistinct(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
): Promise<LatencyStats> {
  const samples: number[] = [];
  let errors = 0;
  let cursor = 0;
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        pipelining: 1,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[cursor++ % paths.length] }),
          },
        ],
      },
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
