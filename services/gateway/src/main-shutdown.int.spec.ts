import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freePort, refusesConnections, waitUntil } from '@strongs/testing';

const ROOT = join(__dirname, '../../..');
const MAIN = join(ROOT, 'dist/services/gateway/src/main.js');

/** A service that holds every API answer until told to let them go. */
function holdingService(): Promise<{ server: Server; url: string; held: ServerResponse[] }> {
  const held: ServerResponse[] = [];
  const server = createHttpServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/api/')) held.push(res);
    else res.end(JSON.stringify({ status: 'ok', checks: {} }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, held }),
    ),
  );
}

describe('the gateway stopped with SIGTERM while calls are being forwarded', () => {
  let child: ChildProcess;
  let service: Awaited<ReturnType<typeof holdingService>>;

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--no-web'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    service = await holdingService();
  });
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    service?.server.closeAllConnections();
    service?.server.close();
  });

  it('stops accepting, delivers every forwarded answer in full, then exits 0', async () => {
    const port = await freePort();
    const url = service.url;
    child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        SEARCH_URL: url,
        LEXICON_URL: url,
        AUTH_URL: url,
        IMPORTER_URL: url,
        ADMIN_URL: url,
        SHUTDOWN_GRACE_MS: '30000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitUntil(() => fetch(`http://127.0.0.1:${port}/api/health`).then(() => true), {
      what: 'the gateway answering',
      timeoutMs: 60_000,
      everyMs: 100,
      errorsMeanNotYet: true,
      failFast: () => (child.exitCode === null ? undefined : `the gateway exited with ${child.exitCode}`),
    });

    const calls = ['/api/search-strongs?q=one', '/api/dictionary?q=two', '/api/user'].map((path) =>
      fetch(`http://127.0.0.1:${port}${path}`).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as unknown,
      })),
    );
    await waitUntil(() => service.held.length === calls.length, {
      what: 'every call held at the service',
      timeoutMs: 10_000,
      everyMs: 20,
    });
    child.kill('SIGTERM');
    await refusesConnections(port);
    service.held.forEach((res, i) => res.end(JSON.stringify({ answer: i, words: 'x'.repeat(50_000) })));

    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect((answer.body as { words: string }).words).toHaveLength(50_000);
    expect(await exited).toBe(0);
  });
});
