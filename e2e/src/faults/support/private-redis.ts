import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntil } from '@strongs/testing';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** A Redis of this test file's own (append-only file on, no snapshots), so restarting it disturbs nobody. */
export interface PrivateRedis {
  url: string;
  port: number;
  /** SHUTDOWN: the append-only file is flushed, the server exits. */
  stop(): Promise<void>;
  /** The same server again, on the same port and data folder. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const waitForPing = (port: number, child: ChildProcess): Promise<boolean> =>
  waitUntil(
    () =>
      execFileSync('redis-cli', ['-p', String(port), 'ping'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'PONG',
    {
      what: `redis-server on port ${port} answering`,
      timeoutMs: 10_000,
      errorsMeanNotYet: true,
      failFast: () => (child.exitCode === null ? undefined : `redis-server exited (${child.exitCode})`),
    },
  );

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fault-redis-'));
  let child: ChildProcess | undefined;

  const start = async (): Promise<void> => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', dir],
      {
        stdio: 'ignore',
      },
    );
    await waitForPing(port, child);
  };
  const stop = async (): Promise<void> => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    try {
      execFileSync('redis-cli', ['-p', String(port), 'shutdown'], { stdio: 'ignore' });
    } catch {
      // redis-cli reports the dropped connection of a server that shut down
    }
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
