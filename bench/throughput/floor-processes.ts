import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { SERVICE_REGISTRY } from '@strongs/contracts';
import { waitUntil } from '@strongs/testing';

const ROOT = join(__dirname, '../../..');

/** Forks a floor-process.ts role and resolves once it listens. */
export function startFloorProcess(
  role: string,
  port: number,
  argument: string | number,
): Promise<ChildProcess> {
  const child = fork(join(__dirname, 'floor-process.js'), [role, String(port), String(argument)]);
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

/**
 * Our gateway from dist/, every service behind it being the floor server on `upstream`: as in production (logs at
 * info, written to a pipe nobody reads), but for the per-address limits, which one load generator would trip.
 */
export async function startOurGateway(port: number, upstream: number): Promise<ChildProcess> {
  const services = Object.fromEntries(
    Object.values(SERVICE_REGISTRY).map(({ urlEnv }) => [urlEnv, `http://127.0.0.1:${upstream}`]),
  );
  const child = spawn(process.execPath, [join(ROOT, 'dist/services/gateway/src/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      // NODE_OPTIONS="--perf-basic-prof" profiles it as it does the floor's processes.
      ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}),
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'info',
      GATEWAY_TOKEN: randomBytes(24).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '0',
      SEARCH_CONCURRENCY_PER_CLIENT: '0',
      SEARCH_BUDGET_POINTS: '0',
      SEARCH_COSTLY_IN_FLIGHT: '0',
      ...services,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status > 0, {
    what: 'our gateway listening',
    timeoutMs: 30_000,
    everyMs: 100,
    errorsMeanNotYet: true,
    failFast: () => (child.exitCode === null ? undefined : `our gateway exited (${child.exitCode})`),
  });
  return child;
}
