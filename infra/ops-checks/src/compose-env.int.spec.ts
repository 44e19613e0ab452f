import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { resolveCorpusDir } from '@strongs/nest-common';
import {
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  ServiceProcess,
  startServiceProcess,
  stopServiceProcess,
  TestDatabase,
  uniqueQueuePrefix,
  watching,
  waitUntil,
} from '@strongs/testing';
import { SMTPServer } from 'smtp-server';
import { dockerImages, interpolate, parseCompose, readComposeText, ROOT, SECRETS } from './compose-file';
import { LocalProcess, localProcesses } from './compose-env';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const HEALTH_SCRIPT = join(ROOT, 'infra/docker/healthcheck.mjs');
const runFile = promisify(execFile);

/** Only what compose gives a container (plus PATH): nothing leaks in from the test's own environment. */
const processEnv = (local: LocalProcess): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, ...local.env });

async function startSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _s, done) => stream.resume().on('end', () => done()),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('docker-compose.yml environment, run from dist/ on this machine', () => {
  // The secrets a .env would hold, random per run; the compose file is interpolated with them.
  const dotEnv = Object.fromEntries(SECRETS.map((name) => [name, randomBytes(24).toString('hex')]));
  const compose = parseCompose(interpolate(readComposeText(), dotEnv));
  const volumesDir = mkdtempSync(join(tmpdir(), 'compose-env-'));
  const prefix = uniqueQueuePrefix();
  const started: ServiceProcess[] = [];
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let processes: LocalProcess[];

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--no-web'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    db = await createTestDatabase('corpus');
    smtp = await startSmtp();
    const ports: Record<string, number> = {};
    for (const [name, service] of Object.entries(compose.services))
      if (service.build && service.environment?.PORT) ports[name] = await freePort();
    if (!process.env.MEILI_URL)
      console.info('No Meilisearch here (MEILI_URL unset): MEILI_URL is left out, search runs on Postgres');
    processes = localProcesses(compose, dockerImages(), {
      databaseUrl: db.url,
      redisUrl: REDIS_URL,
      queuePrefix: prefix,
      smtpUrl: smtp.url,
      meiliUrl: process.env.MEILI_URL,
      corpusDir: resolveCorpusDir(),
      volumesDir,
      ports,
    });
  });

  afterAll(async () => {
    await Promise.all(started.map(stopServiceProcess));
    await smtp?.close();
    await db?.drop();
    await deleteQueueKeys(REDIS_URL, prefix);
    rmSync(volumesDir, { recursive: true, force: true });
  });

  it.each(['migrate', 'seed'])('runs the %s job to completion', (name) => {
    const job = processes.find((p) => p.name === name)!;
    const result = spawnSync(process.execPath, [job.script], {
      cwd: ROOT,
      env: processEnv(job),
      encoding: 'utf8',
      timeout: 180_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('starts every service and worker healthy, and the gateway reports all services ok', async () => {
    const longRunning = processes.filter((p) => !p.oneShot);
    const waits = longRunning.map((local) => {
      const proc = startServiceProcess(local.name, local.script, processEnv(local), ROOT);
      started.push(proc);
      // The image's own health check, with the process's environment: GET /health on PORT, or for a
      // worker its BullMQ registration under QUEUE_PREFIX in Redis.
      const healthy = () =>
        runFile(process.execPath, [HEALTH_SCRIPT], { cwd: ROOT, env: processEnv(local) }).then(() => true);
      return waitUntil(healthy, {
        what: `${local.name}: ${local.port ? `/health on ${local.port}` : `a worker for ${local.env.WORKER_QUEUES}`}`,
        timeoutMs: 120_000,
        everyMs: 250,
        errorsMeanNotYet: true,
        ...watching(proc),
      });
    });
    await Promise.all(waits);

    const gateway = processes.find((p) => p.name === 'gateway')!;
    const response = await fetch(`http://127.0.0.1:${gateway.port}/api/health`);
    const body = (await response.json()) as { status: string; services: Record<string, { status: string }> };
    expect(body.status).toBe('ok');
    expect(
      Object.entries(body.services)
        .map(([name, s]) => `${name}: ${s.status}`)
        .sort(),
    ).toEqual(['admin: ok', 'auth: ok', 'importer: ok', 'lexicon: ok', 'search: ok']);
    expect(response.status).toBe(200);
  });
});
