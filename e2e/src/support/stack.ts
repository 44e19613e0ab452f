import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, deleteQueueKeys, TestDatabase, uniqueQueuePrefix } from '@strongs/testing';
import { freePort } from './free-port';

const ROOT = join(__dirname, '../../..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const SERVICES = [
  { name: 'search', urlEnv: 'SEARCH_URL' },
  { name: 'lexicon', urlEnv: 'LEXICON_URL' },
  { name: 'auth', urlEnv: 'AUTH_URL' },
  { name: 'importer', urlEnv: 'IMPORTER_URL' },
  { name: 'admin', urlEnv: 'ADMIN_URL' },
] as const;

export interface Stack {
  baseUrl: string;
  databaseUrl: string;
  /** Each started service's own base URL, by name. */
  services: Record<string, string>;
  stop(): Promise<void>;
  /** Stops one service (the gateway must then answer 503 for its routes). */
  kill(name: string): Promise<void>;
}

interface Started {
  name: string;
  child: ChildProcess;
  output: string[];
}

function entry(name: string): string {
  return join(ROOT, 'dist/services', name, 'src/main.js');
}

async function waitHealthy(url: string, started: Started, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${started.name} exited (${started.child.exitCode}):\n${started.output.slice(-20).join('')}`);
    }
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${started.name} did not become healthy at ${url}:\n${started.output.slice(-20).join('')}`);
}

function launch(name: string, env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--enable-source-maps', entry(name)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

async function terminate(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => started.child.once('exit', () => resolve()));
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts every built service and the gateway (serving web/dist) on free ports, against a private copy of
 * the seeded corpus database and a private queue prefix. Requires `node scripts/build.mjs` first (the
 * e2e global setup does it).
 */
export async function startStack(options: { env?: NodeJS.ProcessEnv } = {}): Promise<Stack> {
  const db: TestDatabase = await createTestDatabase('corpus');
  const prefix = uniqueQueuePrefix();
  // Files each stack writes (uploads, static entries) stay in its own folder.
  const uploadDir = mkdtempSync(join(tmpdir(), 'stack-uploads-'));
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.STACK_LOG_LEVEL || 'warn',
    DATABASE_URL: db.url,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    // Sessions and login throttling counted per stack, so one test's failed logins never lock out another's.
    SESSION_KEY_PREFIX: `${prefix}:sess:`,
    LOGIN_THROTTLE_PREFIX: `${prefix}:login:`,
    RATE_LIMIT_PER_MINUTE: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_DIR: uploadDir,
    STATIC_STRONGS_DIR: join(uploadDir, 'static-strongs'),
    MAIL_OUTBOX_DIR: join(uploadDir, 'outbox'),
    WEB_DIST: join(ROOT, 'web/dist'),
    ...options.env,
  };
  const started: Started[] = [];
  const services: Record<string, string> = {};
  try {
    const present = SERVICES.filter((s) => existsSync(entry(s.name)));
    for (const service of present) {
      const port = await freePort();
      services[service.name] = `http://127.0.0.1:${port}`;
      baseEnv[service.urlEnv] = services[service.name];
      started.push(launch(service.name, { ...baseEnv, PORT: String(port) }));
    }
    const gatewayPort = await freePort();
    const gateway = launch('gateway', { ...baseEnv, PORT: String(gatewayPort) });
    started.push(gateway);
    services.gateway = `http://127.0.0.1:${gatewayPort}`;
    await Promise.all(started.map((s) => waitHealthy(services[s.name], s)));
  } catch (error) {
    await Promise.all(started.map(terminate));
    await db.drop();
    throw error;
  }
  return {
    baseUrl: services.gateway,
    databaseUrl: db.url,
    services,
    kill: async (name) => {
      const target = started.find((s) => s.name === name);
      if (target) await terminate(target);
    },
    stop: async () => {
      await Promise.all(started.map(terminate));
      await db.drop();
      await deleteQueueKeys(REDIS_URL, prefix);
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
