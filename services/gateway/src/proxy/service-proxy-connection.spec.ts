import express from 'express';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_REGISTRY, type ServiceName } from '@strongs/contracts';
import { serviceProxy } from './service-proxy';

const listening = (server: Server): Promise<number> =>
  new Promise((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));

const REFUSAL = '{"statusCode":401,"message":"Sign in as an administrator"}';

describe('the gateway, when a service refuses a body unread and closes its connection', () => {
  let service: Server;
  let gateway: Server;
  let port: number;

  beforeAll(async () => {
    // As a service may: it answers before reading the body, and says it will close the connection.
    service = createServer((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json', connection: 'close' });
      res.end(REFUSAL);
    });
    const servicePort = await listening(service);
    const urls = Object.fromEntries(
      Object.keys(SERVICE_REGISTRY).map((name) => [name, `http://127.0.0.1:${servicePort}`]),
    ) as Record<ServiceName, string>;
    gateway = createServer(express().use(serviceProxy(urls, 5000)));
    port = await listening(gateway);
  });
  afterAll(() => {
    for (const server of [gateway, service]) {
      server.closeAllConnections();
      server.close();
    }
  });

  it("keeps the visitor's connection open and answers every request on it with the service's answer", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    for (let i = 0; i < 20; i++) {
      const answer = await new Promise<{ status?: number; connection?: string; body: string }>(
        (resolve, reject) => {
          const req = request(
            { host: '127.0.0.1', port, method: 'PATCH', path: '/admin/queues/x', agent },
            (res) => {
              sockets.add(res.socket);
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (body += c));
              res.on('end', () =>
                resolve({ status: res.statusCode, connection: res.headers.connection, body }),
              );
            },
          );
          req.on('error', reject);
          req.setHeader('content-type', 'application/json');
          req.end(JSON.stringify({ id: 'x'.repeat(40_000) }));
        },
      );
      expect(answer).toEqual({ status: 401, connection: 'keep-alive', body: REFUSAL });
    }
    expect(sockets.size).toBe(1);
    agent.destroy();
  });
});
