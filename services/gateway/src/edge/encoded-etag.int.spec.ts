import { createServer, get, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@strongs/nest-common';
import { deleteQueueKeys, uniqueQueuePrefix } from '@strongs/testing';
import { createGateway } from '../create-gateway';
import { GatewayConfig } from '../gateway.config';

const TAG = '"g1.abc"';
const BODY = JSON.stringify({ verses: Array.from({ length: 200 }, (_, i) => `In the beginning ${i}`) });

/** A stand-in service with a strong ETag that answers 304 itself when it is named, as the lexicon does. */
function taggedService(): Promise<{ server: Server; url: string; asked: (string | undefined)[] }> {
  const asked: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    asked.push(req.headers['if-none-match']);
    res.setHeader('etag', TAG);
    if (req.headers['if-none-match'] === TAG) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(BODY);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }),
    ),
  );
}

const fetchRaw = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    }).on('error', reject);
  });

describe('strong ETags through the gateway’s compression', () => {
  let app: INestApplication;
  let base: string;
  let service: Awaited<ReturnType<typeof taggedService>>;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    service = await taggedService();
    const config = loadConfig(
      GatewayConfig,
      {},
      {
        SEARCH_URL: service.url,
        LEXICON_URL: service.url,
        AUTH_URL: service.url,
        IMPORTER_URL: service.url,
        ADMIN_URL: service.url,
        LOG_LEVEL: 'silent',
        QUEUE_PREFIX: prefix,
      },
    );
    app = await createGateway(config);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(async () => {
    await app?.close();
    service?.server.close();
    await deleteQueueKeys(process.env.REDIS_URL || 'redis://127.0.0.1:6379', prefix);
  });

  it('names each encoded copy by its own strong tag and revalidates it at the service with the service’s tag', async () => {
    const url = `${base}/api/dictionary/H7225`;
    const br = await fetchRaw(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe('"g1.abc-br"');
    const gzip = await fetchRaw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe('"g1.abc-gzip"');
    const plain = await fetchRaw(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(TAG);

    const again = await fetchRaw(url, { 'accept-encoding': 'br', 'if-none-match': '"g1.abc-br"' });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe('"g1.abc-br"');
    expect(service.asked.at(-1)).toBe(TAG);
    expect(again.headers['cache-control']).toBe('public, no-cache');
  });
});
