import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROCESSES } from '@strongs/contracts';
import {
  createTestDatabase,
  deleteQueueKeys,
  startServiceProcess,
  uniqueQueuePrefix,
  watching,
  waitUntil,
  type ServiceProcess,
  type TestDatabase,
} from '@strongs/testing';
import { ROOT } from './compose-file';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const GATEWAY = `http://127.0.0.1:${PROCESSES.find((p) => p.name === 'gateway')!.port}`;

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The registry's processes something is listening on right now. */
const listeningProcesses = async (): Promise<string[]> =>
  (
    await Promise.all(
      PROCESSES.filter((p) => p.port).map(async (p) => ((await listening(p.port!)) ? p.name : '')),
    )
  ).filter(Boolean);

/**
 * The README's first command, as a visitor runs it: `npm start` (scripts/start.mjs) builds, migrates,
 * starts every process of the registry and seeds, then the site answers on the gateway's port; Ctrl-C
 * stops everything. Run against a copy of the seeded corpus, so the seed finds every text current.
 */
describe('npm start', () => {
  const prefix = uniqueQueuePrefix();
  const uploads = mkdtempSync(join(tmpdir(), 'npm-start-'));
  let db: TestDatabase;
  let start: ServiceProcess;
  const output = () => start.output.join('');

  beforeAll(async () => {
    const busy = await listeningProcesses();
    if (busy.length)
      throw new Error(`Ports of ${busy.join(', ')} are taken: stop the running site before this test`);
    db = await createTestDatabase('corpus');
    start = startServiceProcess(
      'npm start',
      join(ROOT, 'scripts/start.mjs'),
      {
        ...process.env,
        DATABASE_URL: db.url,
        QUEUE_PREFIX: prefix,
        UPLOAD_DIR: uploads,
        NODE_ENV: 'production',
      },
      ROOT,
    );
    await waitUntil(() => output().includes("Strong's Dictionary is up on"), {
      what: '"is up" printed',
      timeoutMs: 200_000,
      everyMs: 250,
      ...watching(start),
    });
  });

  afterAll(async () => {
    if (start && start.child.exitCode === null) {
      start.child.kill('SIGKILL');
      await new Promise((r) => start.child.once('exit', r));
    }
    await db?.drop();
    await deleteQueueKeys(REDIS_URL, prefix);
    rmSync(uploads, { recursive: true, force: true });
  });

  it('serves the site and searches the seeded Bible', async () => {
    const health = await fetch(`${GATEWAY}/api/health`);
    expect(health.status).toBe(200);
    const home = await (await fetch(`${GATEWAY}/`)).text();
    expect(home).toContain('<div id="root">');
    const search = (await (
      await fetch(`${GATEWAY}/api/search-strongs?q=God%20so%20loved&db=kjv`)
    ).json()) as {
      results: { reference: string }[];
    };
    expect(search.results.map((r) => r.reference)).toContain('John 3:16');
    // The copied corpus database is current: the seed finds every text of the catalogue already installed.
    expect(output()).toMatch(/\[seed\] done in [\d.]+ s: 0 imported, \d+ already current/);
  });

  it('stops every process on Ctrl-C', async () => {
    const exited = new Promise<number | null>((resolve) => start.child.once('exit', resolve));
    start.child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(await listeningProcesses()).toEqual([]);
  });
});
