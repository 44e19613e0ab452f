import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES, SERVICE_REGISTRY } from '@strongs/contracts';
import {
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  type ServiceProcess,
  startServiceProcess,
  stopServiceProcess,
  TestDatabase,
  uniqueQueuePrefix,
  watching,
  waitUntil,
} from '@strongs/testing';

const ROOT = join(__dirname, '../../..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const SERVICES = SERVICE_NAMES.map((name) => ({ name, urlEnv: SERVICE_REGISTRY[name].urlEnv }));

/**
 * How long a spec's set-up may take to start a stack of its own (for the faults, with a private Postgres or
 * Redis and the corpus copied in): about 20 s on a quiet machine, bounded for another spec file and a
 * CPU-heavy process beside it on two cores. The tests themselves keep their own, tighter bounds.
 */
export const STACK_START_LIMIT_MS = 300_000;

export interface Stack {
  baseUrl: string;
  databaseUrl: string;
  /** Each started service's own base URL, by name. */
  services: Record<string, string>;
  stop(): Promise<void>;
  /** Stops one service (the gateway must then answer 503 for its routes). */
  kill(name: string): Promise<void>;
}

function entry(name: string): string {
  return join(ROOT, 'dist/services', name, 'src/main.js');
}

// Under a loaded machine (CI shares its two cores) a service may need more than the usual minute.
const waitHealthy = (url: string, started: ServiceProcess): Promise<void> =>
  waitUntil(async () => (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok, {
    what: `${started.name} healthy at ${url}`,
    timeoutMs: 90_000,
    everyMs: 250,
    errorsMeanNotYet: true,
    ...watching(started),
  }).then(() => undefined);

const launch = (name: string, env: NodeJS.ProcessEnv): ServiceProcess =>
  startServiceProcess(name, entry(name), env, ROOT);

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
    // The services sign in as the application role, as in production (no superuser).
    DATABASE_URL: db.appUrl,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    // Sessions, login throttling and the lexicon cache kept per stack, so stacks on other code never share answers.
    SESSION_KEY_PREFIX: `${prefix}:sess:`,
    LOGIN_THROTTLE_PREFIX: `${prefix}:login:`,
    LEXICON_CACHE_PREFIX: `${prefix}:lexicon:`,
    // Every test client is 127.0.0.1: per-address limits are proven by the gateway's tests and bench/abuse.
    RATE_LIMIT_PER_MINUTE: '0',
    SEARCH_CONCURRENCY_PER_CLIENT: '0',
    SEARCH_BUDGET_POINTS: '0',
    SEARCH_COSTLY_IN_FLIGHT: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    GATEWAY_TOKEN: randomBytes(24).toString('hex'),
    UPLOAD_DIR: uploadDir,
    STATIC_STRONGS_DIR: join(uploadDir, 'static-strongs'),
    MAIL_OUTBOX_DIR: join(uploadDir, 'outbox'),
    WEB_DIST: join(ROOT, 'web/dist'),
    ...options.env,
  };
  const started: ServiceProcess[] = [];
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
    await Promise.all(started.map(stopServiceProcess));
    await db.drop();
    throw error;
  }
  return {
    baseUrl: services.gateway,
    databaseUrl: db.url,
    services,
    kill: async (name) => {
      const target = started.find((s) => s.name === name);
      if (target) await stopServiceProcess(target);
    },
    stop: async () => {
      await Promise.all(started.map(stopServiceProcess));
      await db.drop();
      await deleteQueueKeys(REDIS_URL, prefix);
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
