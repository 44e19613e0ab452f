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

export interface ImportStack {
  baseUrl: string;
  adminUsername: string;
  adminPassword: string;
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
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not become healthy`);
}

/**
 * Gateway, auth, search, importer API and importer worker from dist/, on a copy of the seeded corpus
 * database, with an administrator created from ADMIN_USERNAME/ADMIN_PASSWORD as in production.
 */
export async function startImportStack(): Promise<ImportStack> {
  // From dist/ the template code cannot seed (its paths point into dist): copy the newest seeded
  // corpus template, which the importer's tests leave on the machine, and migrate the copy.
  process.env.STRONGS_REUSE_TEMPLATE ??= '1';
  await templateSetup({ corpus: true })();
  const db = await createTestDatabase('corpus');
  await runMigrations(db.url);
  const prefix = uniqueQueuePrefix();
  const uploadDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const adminUsername = 'benchadmin';
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
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
  };
  const children: { name: string; child: ChildProcess }[] = [];
  const launch = (name: string, file: string, extra: NodeJS.ProcessEnv = {}): ChildProcess => {
    const child = spawn(process.execPath, [join(ROOT, 'dist/services', file)], { cwd: ROOT, env: { ...env, ...extra }, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push({ name, child });
    return child;
  };
  const stop = async (): Promise<void> => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(({ child }) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
    await db.drop();
    await deleteQueueKeys(REDIS_URL, prefix);
    rmSync(uploadDir, { recursive: true, force: true });
  };
  try {
    const urls: Record<string, string> = {};
    for (const [name, urlEnv] of [['auth', 'AUTH_URL'], ['search', 'SEARCH_URL'], ['importer', 'IMPORTER_URL']] as const) {
      const port = await freePort();
      urls[name] = `http://127.0.0.1:${port}`;
      env[urlEnv] = urls[name];
      launch(name, `${name}/src/main.js`, { PORT: String(port) });
    }
    launch('importer-worker', 'importer/src/worker.js');
    const gatewayPort = await freePort();
    urls.gateway = `http://127.0.0.1:${gatewayPort}`;
    launch('gateway', 'gateway/src/main.js', { PORT: String(gatewayPort) });
    await Promise.all(children.filter((c) => urls[c.name]).map((c) => waitHealthy(urls[c.name], c.child, c.name)));
    return { baseUrl: urls.gateway, adminUsername, adminPassword, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
