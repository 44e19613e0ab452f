import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@strongs/nest-common';
import { deleteQueueKeys, uniqueQueuePrefix } from '@strongs/testing';
import { createGateway } from '../create-gateway';
import { GatewayConfig } from '../gateway.config';

const run = promisify(execFile);

/**
 * Requests on connections of their own, kept alive as a browser keeps them, sent from another process as a visitor's
 * are (in this process the client's writes wait on the server's reads, and the race never shows). Each line it
 * prints is a status, or the socket's error when no answer came.
 */
const CLIENT = `
const { request } = require('node:http');
const [port, count] = process.argv.slice(1).map(Number);
const send = (path, body) => new Promise((resolve) => {
  const outgoing = request({ host: '127.0.0.1', port, method: 'GET', path, agent: false, headers: {
    connection: 'keep-alive', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } },
    (res) => { res.resume(); res.on('end', () => { resolve(String(res.statusCode)); outgoing.destroy(); }); });
  outgoing.on('error', (error) => resolve('no answer: ' + error.code));
  outgoing.end(body);
});
(async () => {
  for (let i = 0; i < count; i++)
    console.log(await send('/api/search-strongs?q=' + 'a'.repeat(20000 + i), JSON.stringify({ value: 'x'.repeat(100000 + i * 27500) })));
})();
`;

describe('a request the gateway cannot parse, sent with a large body', () => {
  let app: INestApplication;
  let port: number;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    const config = loadConfig(
      GatewayConfig,
      {},
      {
        // Nothing listens on the discard port: no request here reaches a service.
        SEARCH_URL: 'http://127.0.0.1:9',
        LEXICON_URL: 'http://127.0.0.1:9',
        AUTH_URL: 'http://127.0.0.1:9',
        IMPORTER_URL: 'http://127.0.0.1:9',
        ADMIN_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'silent',
        QUEUE_PREFIX: prefix,
      },
    );
    app = await createGateway(config);
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await deleteQueueKeys(process.env.REDIS_URL || 'redis://127.0.0.1:6379', prefix);
  });

  it('is answered 431, never reset before the answer, while the body is still arriving', async () => {
    // A URL over Node's 16 KB header limit; bodies from 100 KB to 1.2 MB, as the HTTP fuzz sends them.
    const { stdout } = await run(process.execPath, ['-e', CLIENT, String(port), '40']);
    const outcomes = stdout.trim().split('\n');
    expect(outcomes).toHaveLength(40);
    expect(outcomes.filter((o) => o !== '431')).toEqual([]);
  });
});
