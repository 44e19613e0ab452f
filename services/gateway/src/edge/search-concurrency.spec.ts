import express from 'express';
import type { AddressInfo } from 'node:net';
import { waitUntil } from '@strongs/testing';
import { rememberClientAddress } from './client-address';
import { searchConcurrencyLimit } from './search-concurrency';

describe('searchConcurrencyLimit', () => {
  it('lets one address have `limit` searches in flight and refuses the next with 429, other paths untouched', async () => {
    const release: (() => void)[] = [];
    const app = express();
    app.use(rememberClientAddress);
    app.use(searchConcurrencyLimit(2));
    app.get('/api/search-strongs', (_req, res) => void release.push(() => res.json({ ok: true })));
    app.get('/api/strongs/:n', (_req, res) => void res.json({ entry: true }));
    app.get('/api/bible/chapter/:book/:chapter/:version', (_req, res) => void res.json({ chapter: true }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = [fetch(`${base}/api/search-strongs?q=a`), fetch(`${base}/api/search-strongs?q=b`)];
      await waitUntil(() => release.length === 2, {
        what: 'two searches in flight',
        timeoutMs: 5_000,
        everyMs: 10,
      });
      const third = await fetch(`${base}/api/search-strongs?q=c`);
      expect(third.status).toBe(429);
      expect((await third.json()).message).toMatch(/Too many searches at once/);
      expect((await fetch(`${base}/api/strongs/H1`)).status).toBe(200);
      // A page's reads of the search service (chapters, verses) are not searches: never held back.
      const reads = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`${base}/api/bible/chapter/John/3/kjv`)),
      );
      expect(reads.map((r) => r.status)).toEqual(Array(8).fill(200));
      release.forEach((done) => done());
      expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
      const again = fetch(`${base}/api/search-strongs?q=d`);
      await waitUntil(() => release.length === 3, {
        what: 'the next search in flight',
        timeoutMs: 5_000,
        everyMs: 10,
      });
      release[2]();
      expect((await again).status).toBe(200);
    } finally {
      server.close();
    }
  });
});
