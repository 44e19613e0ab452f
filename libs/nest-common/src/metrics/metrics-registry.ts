import { collectDefaultMetrics, Histogram, register } from 'prom-client';

/** Every metric of the process lives in prom-client's default registry; libs add theirs to it. */
export const metricsRegistry = register;

let defaultsCollected = false;

/** Process metrics (CPU, memory, event loop lag, GC), labelled with the service; once per process. */
export function collectProcessMetrics(service: string): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  metricsRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metricsRegistry });
}

const HTTP_DURATION = 'http_request_duration_seconds';

export function httpRequestDuration(): Histogram<'method' | 'route' | 'status'> {
  const existing = metricsRegistry.getSingleMetric(HTTP_DURATION);
  if (existing) return existing as Histogram<'method' | 'route' | 'status'>;
  return new Histogram({
    name: HTTP_DURATION,
    help: 'HTTP request latency by method, route template and status code',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
}
