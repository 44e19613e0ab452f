import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_REGISTRY, type ServiceName } from '@strongs/contracts';
import { runMigrations } from '@strongs/db';
import {
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  templateSetup,
  uniqueQueuePrefix,
  waitUntil,
} from '@strongs/testing';

const ROOT = join(__dirname, '../../..');
/** BENCH_DIST runs another build's services (a copy of dist/ under the checkout), to compare two builds at once. */
const DIST = process.env.BENCH_DIST ?? join(ROOT, 'dist');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
export type BenchService = ServiceName;

export interface BenchStack {
  baseUrl: string;
  databaseUrl: string;
  adminUsername: string;
  adminPassword: string;
  /** Process id of each started process, the gateway included, by name. */
  pids: Record<string, number>;
  /** Each started service's own address (not through the gateway). */
  serviceUrls: Partial<Record<ServiceName, string>>;
  stop(): Promise<void>;
}

const waitHealthy = (url: string, child: ChildProcess, name: string): Promise<boolean> =>
  waitUntil(async () => (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok, {
    what: `${name} healthy`,
    timeoutMs: 60_000,
    everyMs: 200,
    errorsMeanNotYet: true,
    failFast: () => (child.exitCode === null ? undefined : `${name} exited (${child.exitCode})`),
  });

/**
 * The named services, the workers asked for and the gateway, from dist/, on a copy of the seeded corpus
 * database, with an administrator from ADMIN_USERNAME/ADMIN_PASSWORD as in production.
 */
export async function startBenchStack(
  services: readonly BenchService[],
  workers: readonly string[] = [],
  /** Extra environment for every process, or for the gateway only. */
  extraEnv: { all?: NodeJS.ProcessEnv; gateway?: NodeJS.ProcessEnv } = {},
): Promise<BenchStack> {
  // From dist/ the template code cannot seed (its paths point into dist): copy the newest seeded
  // corpus template, which the tests leave on the machine, and migrate the copy.
  process.env.STRONGS_REUSE_TEMPLATE ??= '1';
  await templateSetup({ corpus: true })();
  const db = await createTestDatabase('corpus');
  await runMigrations(db.url);
  const prefix = uniqueQueuePrefix();
  const uploadDir = mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const adminUsername = 'benchadmin';
  const adminPassword = randomBytes(18).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The services sign in as the application role, as in production (no superuser).
    DATABASE_URL: db.appUrl,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    // Every client is one address: the per-address limits are off (bench/abuse turns the search budget back on).
    RATE_LIMIT_PER_MINUTE: '0',
    SEARCH_BUDGET_POINTS: '0',
    SEARCH_COSTLY_IN_FLIGHT: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    GATEWAY_TOKEN: randomBytes(24).toString('hex'),
    SESSION_KEY_PREFIX: `${prefix}:sess:`,
    LOGIN_THROTTLE_PREFIX: `${prefix}:login:`,
    UPLOAD_DIR: uploadDir,
    STATIC_STRONGS_DIR: join(uploadDir, 'static-strongs'),
    MAIL_OUTBOX_DIR: join(uploadDir, 'outbox'),
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
    ...extraEnv.all,
  };
  const children: { name: string; child: ChildProcess; url?: string }[] = [];
  const launch = (name: string, entry: string, url?: string): void => {
    const port = url ? { PORT: new URL(url).port } : {};
    // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles every started process.
    const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = spawn(process.execPath, [...nodeArgs, join(DIST, 'services', entry)], {
      cwd: ROOT,
      env: { ...env, ...port, ...(name === 'gateway' ? extraEnv.gateway : {}) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push({ name, child, url });
  };
  const stop = async (): Promise<void> => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map(({ child }) =>
        child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined,
      ),
    );
    await db.drop();
    await deleteQueueKeys(REDIS_URL, prefix);
    rmSync(uploadDir, { recursive: true, force: true });
  };
  const serviceUrls: Partial<Record<ServiceName, string>> = {};
  try {
    for (const name of services) {
      const url = `http://127.0.0.1:${await freePort()}`;
      env[SERVICE_REGISTRY[name].urlEnv] = url;
      serviceUrls[name] = url;
      launch(name, `${name}/src/main.js`, url);
    }
    for (const entry of workers) launch(entry, entry);
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    launch('gateway', 'gateway/src/main.js', baseUrl);
    await Promise.all(
      children.filter((c) => c.url).map((c) => waitHealthy(c.url as string, c.child, c.name)),
    );
    const pids = Object.fromEntries(children.map((c) => [c.name, c.child.pid ?? 0]));
    return { baseUrl, databaseUrl: db.url, adminUsername, adminPassword, pids, serviceUrls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
