import { createServer, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { SEARCH_BUDGET_MESSAGE, SEARCH_BUSY_MESSAGE } from '@strongs/contracts';
import { loadConfig, metricsRegistry } from '@strongs/nest-common';
import { deleteQueueKeys, uniqueQueuePrefix, waitUntil } from '@strongs/testing';
import { createGateway } from '../create-gateway';
import { GatewayConfig } from '../gateway.config';

/** A stand-in search service that counts what reaches it and holds costly searches (`*`) until released. */
function searchService(): Promise<{ server: Server; url: string; seen: string[]; held: ServerResponse[] }> {
  const seen: string[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (decodeURIComponent(req.url ?? '').includes('*') && req.url?.includes('hold')) held.push(res);
    else res.end(JSON.stringify({ url: req.url }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, held }),
    ),
  );
}

const shedCount = async (reason: string): Promise<number> => {
  const metric = await metricsRegistry.getSingleMetric('gateway_shed_total')?.get();
  return metric?.values.find((v) => v.labels.reason === reason)?.value ?? 0;
};

describe('the gateway’s search budget per address', () => {
  let app: INestApplication;
  let base: string;
  let search: Awaited<ReturnType<typeof searchService>>;
  const prefix = uniqueQueuePrefix();
  const get = (path: string, address: string) =>
    fetch(`${base}${path}`, { headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    search = await searchService();
    const config = loadConfig(
      GatewayConfig,
      {},
      {
        SEARCH_URL: search.url,
        LEXICON_URL: search.url,
        AUTH_URL: search.url,
        IMPORTER_URL: search.url,
        ADMIN_URL: search.url,
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_PER_MINUTE: 0,
        SEARCH_CONCURRENCY_PER_CLIENT: 0,
        SEARCH_BUDGET_POINTS: 30,
        SEARCH_COSTLY_WEIGHT: 10,
        SEARCH_COSTLY_IN_FLIGHT: 2,
        LOG_LEVEL: 'silent',
        QUEUE_PREFIX: prefix,
      },
    );
    app = await createGateway(config);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(async () => {
    search?.held.forEach((res) => res.end('{}'));
    await app?.close();
    search?.server.close();
    await deleteQueueKeys(process.env.REDIS_URL || 'redis://127.0.0.1:6379', prefix);
  });

  it('refuses an address sending costly searches back to back at the gateway, while other visitors search on', async () => {
    const attacker = '198.18.0.1';
    const before = search.seen.length;
    const shedBefore = await shedCount('address_budget');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await get(
        `/api/search-strongs?q=${encodeURIComponent(`ab* OR cd${i}*`)}&sort=relevance`,
        attacker,
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toEqual({ statusCode: 429, message: SEARCH_BUDGET_MESSAGE });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    // 30 points, a costly search weighs 10: three reach the search service, the rest never leave the gateway.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(search.seen.length - before).toBe(3);
    expect((await shedCount('address_budget')) - shedBefore).toBe(3);

    // Another address's simple searches, and the attacker's reads that are not searches, go through.
    for (let i = 0; i < 5; i++)
      expect((await get(`/api/search-strongs?q=love${i}`, '192.0.2.10')).status).toBe(200);
    expect((await get('/api/bible/chapter/John/3/kjv', attacker)).status).toBe(200);
  });

  it('weighs a simple search as one point, so a visitor may search many times more than costly searches', async () => {
    const visitor = '192.0.2.20';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await get(`/api/search-strongs?q=word${i}`, visitor)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  it('gives two IPv6 addresses of one /64 one budget', async () => {
    const costly = (n: number) => `/api/search-strongs?q=${encodeURIComponent(`ef${n}*`)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await get(costly(i), i % 2 ? '2001:db8:1:2::a' : '2001:db8:1:2:ffff::b')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('caps the costly searches in flight through the gateway at once with 503, simple searches untouched', async () => {
    const shedBefore = await shedCount('costly_in_flight');
    const held = [
      get(`/api/search-strongs?q=${encodeURIComponent('hold gh*')}`, '198.18.1.1'),
      get(`/api/search-strongs?q=${encodeURIComponent('hold ij*')}`, '198.18.1.2'),
    ];
    await waitUntil(() => search.held.length === 2, {
      what: 'two costly searches held by the search service',
      timeoutMs: 5_000,
      everyMs: 10,
    });
    const before = search.seen.length;
    const third = await get(`/api/search-strongs?q=${encodeURIComponent('hold kl*')}`, '198.18.1.3');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(await third.json()).toEqual({ statusCode: 503, message: SEARCH_BUSY_MESSAGE });
    expect(search.seen.length).toBe(before);
    expect((await shedCount('costly_in_flight')) - shedBefore).toBe(1);
    expect((await get('/api/search-strongs?q=grace', '198.18.1.3')).status).toBe(200);

    search.held.splice(0).forEach((res) => res.end('{}'));
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    expect((await get(`/api/search-strongs?q=${encodeURIComponent('mn*')}`, '198.18.1.3')).status).toBe(200);
  });
});
