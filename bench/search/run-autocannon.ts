import autocannon from 'autocannon';
import { latencyStats, type LatencyStats } from './latency-stats';

/** Runs one query type's requests in turn on every connection, without pipelining, and times each response. */
export async function runAutocannon(baseUrl: string, paths: readonly string[], connections: number, seconds: number): Promise<LatencyStats> {
  const samples: number[] = [];
  let errors = 0;
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        pipelining: 1,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET' as const, path })),
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
