import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from '@strongs/db';
import { createTestDatabase, deleteQueueKeys, templateSetup, uniqueQueuePrefix } from '@strongs/testing';

const ROOT = join(__dirname, '../../..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVICES = [
  ['search', 'SEARCH_URL'],
  ['lexicon', 'LEXICON_URL'],
  ['auth', 'AUTH_URL'],
  ['importer', 'IMPORTER_URL'],
  ['admin', 'ADMIN_URL'],
] as const;

export interface LoadStack {
  baseUrl: string;
  databaseUrl: string;
  adminUsername: string;
  adminPassword: string;
  /** Process id of each started service, the gateway included, by name. */
  pids: Record<string, number>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not become healthy`);
}

/**
 * Every public service and the gateway from dist/, on a copy of the seeded corpus database, with an
 * administrator from ADMIN_USERNAME/ADMIN_PASSWORD (the bench creates custom pages through the API).
 */
export async function startLoadStack(): Promise<LoadStack> {
  // From dist/ the template code cannot seed: copy the newest seeded corpus template the tests left.
  process.env.STRONGS_REUSE_TEMPLATE ??= '1';
  await templateSetup({ corpus: true })();
  const db = await createTestDatabase('corpus');
  await runMigrations(db.url);
  const prefix = uniqueQueuePrefix();
  const uploadDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const adminUsername = 'loadbenchadmin';
  const adminPassword = randomBytes(18).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    RATE_LIMIT_PER_MINUTE: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SESSION_KEY_PREFIX: `${prefix}:sess:`,
    UPLOAD_DIR: uploadDir,
    STATIC_STRONGS_DIR: join(uploadDir, 'static-strongs'),
    MAIL_OUTBOX_DIR: join(uploadDir, 'outbox'),
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
  };
  const children: { name: string; child: ChildProcess }[] = [];
  const urls: Record<string, string> = {};
  const launch = async (name: string): Promise<void> => {
    const port = await freePort();
    urls[name] = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [join(ROOT, 'dist/services', name, 'src/main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push({ name, child });
  };
  const stop = async (): Promise<void> => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(({ child }) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
    await db.drop();
    await deleteQueueKeys(REDIS_URL, prefix);
    rmSync(uploadDir, { recursive: true, force: true });
  };
  try {
    for (const [name, urlEnv] of SERVICES) {
      await launch(name);
      env[urlEnv] = urls[name];
    }
    await launch('gateway');
    await Promise.all(children.map((c) => waitHealthy(urls[c.name], c.child, c.name)));
    const pids = Object.fromEntries(children.map((c) => [c.name, c.child.pid ?? 0]));
    return { baseUrl: urls.gateway, databaseUrl: db.url, adminUsername, adminPassword, pids, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
