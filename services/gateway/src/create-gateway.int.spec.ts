import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { loadConfig, readGatewayOutcomes, SHED_HEADER } from '@strongs/nest-common';
import { deleteQueueKeys, uniqueQueuePrefix } from '@strongs/testing';
import IORedis from 'ioredis';
import { createGateway } from './create-gateway';
import { OutcomeCounter } from './edge/outcome-counter';
import { GatewayConfig } from './gateway.config';

/** A stand-in upstream that answers with the request it received, so forwarding can be observed. */
function echoService(): Promise<{ server: Server; url: string; lastHeaders: () => IncomingHttpHeaders }> {
  let headers: IncomingHttpHeaders = {};
  const server = createServer((req, res) => {
    headers = req.headers;
    if (req.url === '/openapi.json') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          openapi: '3.0.0',
          info: { title: 'x', version: '1' },
          paths: { '/api/search-strongs': { get: {} } },
        }),
      );
      return;
    }
    if (req.url === '/health') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 'ok', checks: {} }));
      return;
    }
    if (req.url?.startsWith('/api/search-strongs?q=shed')) {
      // What a service's GlobalExceptionFilter answers for a LoadSheddingException.
      res.writeHead(503, { 'content-type': 'application/json', [SHED_HEADER]: '1' });
      res.end(JSON.stringify({ statusCode: 503, message: 'busy' }));
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, url: req.url, body }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}`, lastHeaders: () => headers });
    }),
  );
}

describe('the gateway', () => {
  let app: INestApplication;
  let upstream: Awaited<ReturnType<typeof echoService>>;
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Strong\u2019s Dictionary</title>');
    writeFileSync(join(dist, 'assets/app-1234.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets/app-1234.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'assets/app-1234.js.gz'), gzipSync('console.log(1)'));
    upstream = await echoService();
    const config = loadConfig(
      GatewayConfig,
      {},
      {
        SEARCH_URL: upstream.url,
        LEXICON_URL: 'http://127.0.0.1:9', // nothing listens on the discard port
        AUTH_URL: upstream.url,
        IMPORTER_URL: upstream.url,
        ADMIN_URL: upstream.url,
        WEB_DIST: dist,
        RATE_LIMIT_PER_MINUTE: 30,
        LOG_LEVEL: 'silent',
        QUEUE_PREFIX: prefix,
      },
    );
    app = await createGateway(config);
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    upstream?.server.close();
    await deleteQueueKeys(process.env.REDIS_URL || 'redis://127.0.0.1:6379', prefix);
  });

  it('forwards the queues dashboard at /admin/queues to the admin service, and leaves /admin to the SPA', async () => {
    const res = await request(app.getHttpServer())
      .get('/admin/queues/api/queues?activeQueue=bot')
      .expect(200);
    expect(res.body).toMatchObject({ method: 'GET', url: '/admin/queues/api/queues?activeQueue=bot' });
    const spa = await request(app.getHttpServer()).get('/admin').expect(200);
    expect(spa.text).toContain('<title>');
  });

  it('forwards an API call unchanged to the service that owns it, body included', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/reference-lookup/batch?x=1')
      .send({ references: ['John 3:16'] })
      .expect(200);
    expect(res.body).toEqual({
      method: 'POST',
      url: '/api/reference-lookup/batch?x=1',
      body: '{"references":["John 3:16"]}',
    });
  });

  it('strips identity and forwarding headers a client sends, and passes its request id on', async () => {
    const res = await request(app.getHttpServer())
      .get('/api/search-strongs?q=love')
      .set('x-user-id', '1')
      .set('x-user-role', 'admin')
      .set('x-forwarded-for', '6.6.6.6')
      .set('x-request-id', 'abc-123')
      .expect(200);
    const seen = upstream.lastHeaders();
    expect(seen['x-user-id']).toBeUndefined();
    expect(seen['x-user-role']).toBeUndefined();
    expect(seen['x-forwarded-for']).not.toContain('6.6.6.6');
    expect(seen['x-request-id']).toBe('abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('answers 503 with a message when the owning service is down', async () => {
    const res = await request(app.getHttpServer()).get('/api/dictionary/H7225').expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'Dictionary service is temporarily unavailable' });
  });

  it('counts its /api answers and their 5xx in Redis for the ADMIN BOT', async () => {
    const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    try {
      const counter = app.get(OutcomeCounter);
      await counter.flush(); // the answers of earlier tests
      const before = await readGatewayOutcomes(redis, prefix, 1);
      await request(app.getHttpServer()).get('/api/dictionary/H1').expect(503);
      await request(app.getHttpServer()).get('/api/search-strongs?q=x').expect(200);
      // A service's refusal under load is expected, not a failure of the site.
      await request(app.getHttpServer()).get('/api/search-strongs?q=shed').expect(503);
      await request(app.getHttpServer()).get('/about').expect(200);
      // Counted in memory after each answer, sent to Redis once a second; the flush stands in for that second.
      await counter.flush();
      const after = await readGatewayOutcomes(redis, prefix, 1);
      expect({
        total: after.total - before.total,
        serverErrors: after.serverErrors - before.serverErrors,
      }).toEqual({ total: 3, serverErrors: 1 });
    } finally {
      redis.disconnect();
    }
  });

  it('sets security headers', async () => {
    const res = await request(app.getHttpServer()).get('/').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Over plain HTTP on a LAN host this directive made the browser refuse every script: a blank page.
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the SPA with a history fallback and long-cached hashed assets', async () => {
    const page = await request(app.getHttpServer()).get('/dictionary/H7225').expect(200);
    expect(page.text).toContain('Strong\u2019s Dictionary');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await request(app.getHttpServer()).get('/assets/app-1234.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'sends a browser accepting “%s” the build’s precompressed copy of an asset it takes',
    async (accepted, encoding) => {
      const asset = await request(app.getHttpServer())
        .get('/assets/app-1234.js')
        .set('accept-encoding', accepted)
        .expect(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (encoding) expect(asset.headers.vary).toMatch(/Accept-Encoding/);
      expect(asset.text).toBe('console.log(1)');
    },
  );

  it('publishes the merged OpenAPI document of the services', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toContain('/api/search-strongs');
    await request(app.getHttpServer()).get('/api/docs').expect(200).expect('content-type', /html/);
  });

  it('reports each service in /api/health, degraded while one is down', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.services.search.status).toBe('ok');
    expect(res.body.services.lexicon.status).toBe('error');
  });

  it('limits each client to its rate and says so with a 429 message', async () => {
    let last = 200;
    for (let i = 0; i < 40 && last !== 429; i++) {
      last = (await request(app.getHttpServer()).get('/api/bible/versions')).status;
    }
    const res = await request(app.getHttpServer()).get('/api/bible/versions').expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many requests: please wait a moment and try again.',
    });
  });
});
