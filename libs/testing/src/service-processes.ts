import { ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { waitUntil, type WaitOptions } from './wait-until';

/** A port nobody listens on right now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const refused = (port: number): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** Resolves once nothing accepts connections on the port any more (a server that stopped listening). */
export async function refusesConnections(port: number, timeoutMs = 30_000): Promise<void> {
  await waitUntil(() => refused(port), { what: `port ${port} refusing connections`, timeoutMs });
}

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  /** The last lines it printed, for failure messages. */
  output: string[];
}

/** Starts a compiled entry (a path under the checkout) with exactly `env`, keeping its recent output. */
export function startServiceProcess(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
): ServiceProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

export const lastOutput = (started: ServiceProcess): string => started.output.slice(-20).join('');

/**
 * `waitUntil` options for waiting on a process: a process that exited will never become ready (fail at once),
 * and either failure carries its last output.
 */
export const watching = (started: ServiceProcess): Pick<WaitOptions, 'failFast' | 'detail'> => ({
  failFast: () =>
    started.child.exitCode === null ? undefined : `${started.name} exited (${started.child.exitCode})`,
  detail: () => lastOutput(started),
});

/** SIGTERM, then SIGKILL after 10 s. */
export async function stopServiceProcess(started: ServiceProcess): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => started.child.once('exit', () => resolve()));
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
