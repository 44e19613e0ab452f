import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import {
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  refusesConnections,
  type TestDatabase,
  uniqueQueuePrefix,
  waitUntil,
} from '@strongs/testing';

const ROOT = join(__dirname, '../../..');
const MAIN = join(ROOT, 'dist/services/search/src/main.js');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const waitHealthy = (url: string, child: ChildProcess): Promise<boolean> =>
  waitUntil(async () => (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok, {
    what: `the search service healthy at ${url}`,
    timeoutMs: 60_000,
    everyMs: 200,
    errorsMeanNotYet: true,
    failFast: () => (child.exitCode === null ? undefined : `the service exited with ${child.exitCode}`),
  });

/**
 * A request whose body is held back: `received` resolves when the service has read its headers (it
 * answered `100 Continue`), so the request is in flight; `send()` delivers the body.
 */
function heldRequest(port: number, payload: object) {
  const body = JSON.stringify(payload);
  let received!: () => void;
  const inFlight = new Promise<void>((resolve) => (received = resolve));
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/reference-lookup/batch',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  req.once('continue', () => received());
  const response = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
  });
  req.flushHeaders();
  return { inFlight, send: () => req.end(body), response };
}

describe('the search service stopped with SIGTERM while requests are in flight', () => {
  let db: TestDatabase;
  let child: ChildProcess;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--no-web'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    db = await createTestDatabase('corpus');
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db?.drop();
    await deleteQueueKeys(REDIS_URL, prefix);
  });

  it('stops accepting, answers every request in flight in full, then exits 0', async () => {
    const port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATABASE_URL: db.url,
        REDIS_URL,
        QUEUE_PREFIX: prefix,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        SHUTDOWN_GRACE_MS: '30000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await waitHealthy(`http://127.0.0.1:${port}`, child);

    const requests = Array.from({ length: 4 }, () =>
      heldRequest(port, { references: ['Genesis 1:1', 'John 3:16'], version: 'kjv' }),
    );
    await Promise.all(requests.map((r) => r.inFlight));
    child.kill('SIGTERM');
    await refusesConnections(port);
    for (const r of requests) r.send();

    const answers = await Promise.all(requests.map((r) => r.response));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        count: 2,
        references: [
          {
            reference: 'Genesis 1:1',
            found: true,
            text: expect.stringContaining('In the beginning God created'),
          },
          { reference: 'John 3:16', found: true },
        ],
      });
    }
    expect(await exited).toBe(0);
  });
});
