import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { loadConfig, startMetricsServer } from '@strongs/nest-common';
import { createGateway } from '../create-gateway';
import { GatewayConfig } from '../gateway.config';

const SERVICE_METRICS = 'a_service_internal_metric 1';

/** A stand-in service: its own /metrics answers anyone, so a gateway that forwarded it would leak it. */
function upstream(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    res.setHeader('content-type', req.url === '/metrics' ? 'text/plain' : 'application/json');
    res.end(req.url === '/metrics' ? SERVICE_METRICS : JSON.stringify({ url: req.url }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('the gateway and metrics', () => {
  let app: INestApplication;
  let service: Awaited<ReturnType<typeof upstream>>;
  let metrics: Server;

  beforeAll(async () => {
    service = await upstream();
    const url = service.url;
    const config = loadConfig(
      GatewayConfig,
      {},
      {
        SEARCH_URL: url,
        LEXICON_URL: url,
        AUTH_URL: url,
        IMPORTER_URL: url,
        ADMIN_URL: url,
        LOG_LEVEL: 'silent',
      },
    );
    app = await createGateway(config);
    await app.init();
    metrics = await startMetricsServer({ port: 0, service: 'gateway' });
  });
  afterAll(async () => {
    await app?.close();
    service?.server.close();
    metrics?.close();
  });

  it('serves no metrics on its public port, its own or a service’s', async () => {
    for (const path of ['/metrics', '/api/metrics', '/api/../metrics', '/admin/queues/../../metrics']) {
      const res = await request(app.getHttpServer()).get(path);
      expect(res.text).not.toContain(SERVICE_METRICS);
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
    await request(app.getHttpServer()).get('/metrics').expect(404);
  });

  it('publishes the latency of forwarded calls by the owner’s route on its internal metrics port', async () => {
    await request(app.getHttpServer()).get('/api/search-strongs?q=beginning').expect(200);
    const port = (metrics.address() as AddressInfo).port;
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*method="GET"[^}]*route="\/api\/search-strongs\/\*"[^}]*status="200"[^}]*\} 1/,
    );
    expect(text).not.toContain('beginning');
  });

  it('answers its internal metrics port only to unforwarded callers', async () => {
    const port = (metrics.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(404);
  });
});
