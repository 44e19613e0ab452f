import autocannon from 'autocannon';
import { latencyStats, type LatencyStats } from '../search/latency-stats';

/** Draws an index 0…n−1 with probability ∝ 1/(rank)^s: a few queries asked often, a long tail asked once. */
export function zipfSampler(n: number, s = 1, random: () => number = Math.random): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= n; k++) cumulative.push((total += 1 / k ** s));
  return () => {
    const target = random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface BrowserVisitStats extends LatencyStats {
  /** Answers that were 304: a browser revalidating what it held. */
  notModified: number;
}

interface VisitContext {
  browser?: number;
  path?: string;
}

const header = (headers: Record<string, unknown>, name: string): string | undefined => {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key ? headers[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * `connections` clients sending for `seconds` the visits of `browsers` simulated browsers: each visit is a
 * browser drawn at random asking a path drawn by Zipf's law from `paths` (the first ranked most often); a browser
 * that got an ETag for that path before sends it as If-None-Match, as a browser revalidating a `no-cache` answer
 * does. 200 and 304 count as answers; the share of 304s is reported.
 */
export async function runBrowserVisits(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  browsers = 256,
): Promise<BrowserVisitStats> {
  const draw = zipfSampler(paths.length);
  const caches = Array.from({ length: browsers }, () => new Map<string, string>());
  const samples: number[] = [];
  let errors = 0;
  let notModified = 0;
  const started = Date.now();
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (request, state) => {
        const context = state as VisitContext;
        const browser = Math.floor(Math.random() * browsers);
        const path = paths[draw()];
        context.browser = browser;
        context.path = path;
        const etag = caches[browser].get(path);
        return {
          ...request,
          path,
          headers: {
            ...request.headers,
            'accept-encoding': 'gzip',
            ...(etag ? { 'if-none-match': etag } : {}),
          },
        };
      },
      onResponse: (status, _body, state, headers) => {
        const context = state as VisitContext;
        const etag = header((headers ?? {}) as Record<string, unknown>, 'etag');
        if (status === 200 && etag && context.browser !== undefined && context.path)
          caches[context.browser].set(context.path, etag);
      },
    },
  ];
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections, pipelining: 1, duration: seconds, requests },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode === 304) notModified++;
      if ((statusCode >= 200 && statusCode < 300) || statusCode === 304) samples.push(responseTime);
      else errors++;
    });
    instance.on('reqError', () => errors++);
  });
  return { ...latencyStats(samples, errors, (Date.now() - started) / 1000), notModified };
}
