import { collectDefaultMetrics, type Histogram, register } from 'prom-client';
import { registeredHistogram } from './registered-histogram';

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
  return registeredHistogram(
    HTTP_DURATION,
    'HTTP request latency by method, route template and status code',
    ['method', 'route', 'status'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
}
