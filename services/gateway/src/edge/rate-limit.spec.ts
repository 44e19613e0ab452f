import express from 'express';
import type { AddressInfo } from 'node:net';
import { rememberClientAddress } from './client-address';
import { apiRateLimit } from './rate-limit';

describe('apiRateLimit', () => {
  it('counts two IPv6 addresses of one /64 as one visitor, and other /64s and IPv4 addresses apart', async () => {
    const app = express();
    // As behind a TLS proxy (TRUST_PROXY): the visitor's address is the one that proxy forwards.
    app.set('trust proxy', true);
    app.use(rememberClientAddress);
    app.use(apiRateLimit(2));
    app.get('/api/x', (_req, res) => void res.json({ ok: true }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const from = async (address: string) =>
      (await fetch(`${base}/api/x`, { headers: { 'x-forwarded-for': address } })).status;
    try {
      expect(await from('2001:db8:1:2::1')).toBe(200);
      expect(await from('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(200);
      expect(await from('2001:db8:1:2::3')).toBe(429);
      expect(await from('2001:db8:1:3::1')).toBe(200);
      expect([await from('192.0.2.1'), await from('192.0.2.1'), await from('192.0.2.2')]).toEqual([
        200, 200, 200,
      ]);
      expect(await from('192.0.2.1')).toBe(429);
    } finally {
      server.close();
    }
  });
});
