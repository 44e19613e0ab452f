import { createServer, Server } from 'node:http';
import { mayReadMetrics } from './metrics-access';
import { collectProcessMetrics, metricsRegistry } from './metrics-registry';

export interface MetricsServerOptions {
  port: number;
  service: string;
  token?: string;
  host?: string;
}

/**
 * GET /metrics on a port of its own, for processes without an HTTP API (workers) and for the gateway,
 * whose public port never serves metrics. Same access rule as the services' /metrics.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  collectProcessMetrics(options.service);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics' || !mayReadMetrics(req.headers, options.token)) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ statusCode: 404, message: `Cannot ${req.method} ${path}` }));
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () =>
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ statusCode: 500, message: 'Metrics unavailable' })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? process.env.HOST ?? '127.0.0.1', () => resolve());
  });
  return server;
}
