import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asPostgresServerUser, freePort } from '@strongs/testing';

const BIN = process.env.PG_BIN_DIR ?? '/usr/local/bin';

/** A Postgres cluster of this test file's own (trust auth, loopback only), so stopping it disturbs nobody. */
export interface PrivatePostgres {
  port: number;
  /** The URL of a database in this cluster. */
  urlOf(database: string): string;
  stop(): void;
  start(): void;
  close(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fault-pg-'));
  const user = asPostgresServerUser();
  user.chown(dir);
  const data = join(dir, 'data');
  const run = (bin: string, args: string[]): void => {
    const [command, ...rest] = [...user.prefix, join(BIN, bin), ...args];
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Durability does not matter here; the settings only make the restore of the corpus faster.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c maintenance_work_mem=256MB`;
  const start = (): void =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', serverOptions, 'start']);
  // Fast shutdown: open connections are cut, as when a database server goes away.
  const stop = (): void => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
  start();
  return {
    port,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    close: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
