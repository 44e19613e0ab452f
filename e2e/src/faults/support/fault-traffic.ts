import { waitUntil } from '@strongs/testing';

/** Public requests sent in a loop while a dependency fails, and the outcome of each. */
export interface TrafficRecord {
  path: string;
  /** HTTP status, or 'hung' when no answer came within the client's limit, or 'network' for a dropped connection. */
  status: number | 'hung' | 'network';
  ms: number;
  body: string;
}

export interface Traffic {
  /** The answers so far (a live list). */
  records(): readonly TrafficRecord[];
  stop(): Promise<TrafficRecord[]>;
}

export const TRAFFIC_PATHS = [
  '/api/search-strongs?q=love&db=kjv',
  '/api/search-strongs?q=%22in%20the%20beginning%22&db=kjv',
  '/api/search-strongs?q=H7225&db=kjv',
  '/api/search-strongs?q=John%203%3A16&db=kjv',
  '/api/dictionary/H7225',
  '/api/strongs/definition/G26',
  '/api/bible/verse/43/3/16/kjv',
  '/api/bible/chapter/Genesis/1/kjv',
  '/api/system-settings/public',
  '/api/bible/versions',
];

/** The client gives up after this long: an answer that takes longer counts as a hang. */
export const HANG_LIMIT_MS = 15_000;

export async function timedGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<TrafficRecord> {
  const started = Date.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(HANG_LIMIT_MS) });
    const body = await res.text();
    return { path, status: res.status, ms: Date.now() - started, body };
  } catch (error) {
    const hung = (error as Error).name === 'TimeoutError';
    return {
      path,
      status: hung ? 'hung' : 'network',
      ms: Date.now() - started,
      body: (error as Error).message,
    };
  }
}

const running = new Set<Traffic>();

/** For afterAll: a test that failed half-way must not leave its loops running (Jest would never exit). */
export async function stopAllTraffic(): Promise<void> {
  await Promise.all([...running].map((traffic) => traffic.stop()));
}

/** A few concurrent loops over the public paths, until stopped. */
export function startTraffic(
  baseUrl: string,
  paths: readonly string[] = TRAFFIC_PATHS,
  concurrency = 4,
): Traffic {
  const records: TrafficRecord[] = [];
  let active = true;
  let next = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (active) {
      records.push(await timedGet(baseUrl, paths[next++ % paths.length]));
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  const traffic: Traffic = {
    records: () => records,
    stop: async () => {
      active = false;
      running.delete(traffic);
      await Promise.all(loops);
      return records;
    },
  };
  running.add(traffic);
  return traffic;
}

/** Polls until `check` holds; resolves with the milliseconds it took (for the report), rejects after `limitMs`. */
export async function msUntil(check: () => Promise<boolean>, limitMs: number, what: string): Promise<number> {
  const started = Date.now();
  await waitUntil(check, { what, timeoutMs: limitMs, everyMs: 100, errorsMeanNotYet: true });
  return Date.now() - started;
}

/** Resolves once the loops have had `count` more answers than now: traffic is flowing. */
export const moreAnswers = (traffic: Traffic, count: number, what: string): Promise<true> => {
  const from = traffic.records().length;
  return waitUntil(() => traffic.records().length >= from + count, { what, timeoutMs: 30_000 });
};

export async function healthStatus(baseUrl: string): Promise<TrafficRecord['status']> {
  return (await timedGet(baseUrl, '/api/health')).status;
}

/** Every failed answer is the JSON error shape with a message: no stack traces, no empty bodies. */
export function isErrorShape(record: TrafficRecord): boolean {
  try {
    const body = JSON.parse(record.body) as { statusCode?: unknown; message?: unknown };
    return body.statusCode === record.status && typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
}
