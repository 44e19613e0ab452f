import { readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { sharedStack } from '../support/shared-stack';

/** What a CDN or reverse proxy in front of the gateway may keep, and how a repeat is answered (issue #32). */
describe('HTTP caching through the gateway', () => {
  const stack = sharedStack();
  /**
   * As a browser or CDN revalidates from its cache: Node's fetch would add `Cache-Control: no-cache` to a
   * conditional request (the fetch standard's rule for one made by hand), which forbids a 304.
   */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = httpRequest(`${stack.baseUrl}${path}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('lets a visitor’s search be kept but revalidated, and answers a repeat with 304', async () => {
    const path = '/api/search-strongs?q=love+in%3Ajohn&db=kjv';
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    const etag = first.headers.etag;
    // Strong, from the generations the answer is made of: a CDN can revalidate without the body being computed.
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(path, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/search-strongs?q=love+in%3Aruth&db=kjv', { 'if-none-match': etag! });
    expect(other.status).toBe(200);
  });

  it('names a compressed dictionary entry by its own strong tag and answers its repeat with 304', async () => {
    const first = await get('/api/dictionary/H7225', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.etag).toMatch(/^"[^"]+-gzip"$/);
    const again = await get('/api/dictionary/H7225', {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('keeps a signed-in reader’s answers to their browser, and never stores account answers', async () => {
    const withSession = await get('/api/dictionary/H157', { cookie: 'sd.sid=s%3Anot-a-session' });
    expect(withSession.status).toBe(200);
    expect(withSession.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/api/session')).headers['cache-control']).toBe('private, no-store');
  });

  it('serves the SPA’s hashed assets as immutable', async () => {
    const assets = readdirSync(join(__dirname, '../../../web/dist/assets'));
    const script = assets.find((a) => /^index-.*\.js$/.test(a));
    const res = await get(`/assets/${script}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
