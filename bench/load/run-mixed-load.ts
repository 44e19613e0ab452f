import autocannon from 'autocannon';
import type { RouteKind } from './load-mix';

export interface KindResult {
  /** Response times of every answered request, in ms. */
  times: number[];
  status2xx: number;
  status4xx: number;
  status5xx: number;
}

export interface LoadResult {
  seconds: number;
  total: number;
  status5xx: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  byKind: Map<string, KindResult>;
  /** Each distinct 5xx answer (status and body) and how often it came. */
  serverErrors: Map<string, number>;
  /** Route kind and path of each request that got no answer within the time-out. */
  timedOut: string[];
}

interface KindContext {
  kind?: string;
  path?: string;
}

type ClientWithContext = { requestIterator: { context: KindContext } };

/**
 * autocannon without pipelining: each connection draws a fresh route kind and path for every request.
 * With pipelining 1 a connection's context still names the answered request when 'response' fires.
 */
export function runMixedLoad(
  baseUrl: string,
  next: () => RouteKind,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const byKind = new Map<string, KindResult>();
  const serverErrors = new Map<string, number>();
  const timedOut: string[] = [];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        setupClient: (client) => {
          // The typings list only some of a client's events; 'timeout' fires on it before it reconnects.
          const emitter = client as unknown as NodeJS.EventEmitter & ClientWithContext;
          emitter.on('timeout', () =>
            timedOut.push(`${emitter.requestIterator.context.kind}: ${emitter.requestIterator.context.path}`),
          );
        },
        requests: [
          {
            method: 'GET',
            setupRequest: (request, context: KindContext) => {
              const kind = next();
              context.kind = kind.name;
              context.path = kind.path();
              return { ...request, path: context.path };
            },
            onResponse: (status, body) => {
              if (status < 500) return;
              const answer = `${status} ${body.replace(/error id [0-9a-f-]+/, 'error id …').slice(0, 160)}`;
              serverErrors.set(answer, (serverErrors.get(answer) ?? 0) + 1);
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          seconds: (Date.now() - started) / 1000,
          total: result.requests.total,
          status5xx: result['5xx'],
          non2xx: result.non2xx,
          socketErrors: result.errors - result.timeouts,
          timeouts: result.timeouts,
          byKind,
          serverErrors,
          timedOut,
        });
      },
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      const context = (client as unknown as ClientWithContext).requestIterator.context;
      const name = context.kind ?? 'unknown';
      let kind = byKind.get(name);
      if (!kind) byKind.set(name, (kind = { times: [], status2xx: 0, status4xx: 0, status5xx: 0 }));
      kind.times.push(responseTime);
      if (statusCode >= 500) kind.status5xx++;
      else if (statusCode >= 400) kind.status4xx++;
      else kind.status2xx++;
    });
  });
}
