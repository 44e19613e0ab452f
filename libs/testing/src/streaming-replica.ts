import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '@strongs/db';
import { asPostgresServerUser } from './postgres-server-user';
import { freePort } from './service-processes';
import { waitUntil } from './wait-until';

const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const CATCH_UP_MS = 30_000;

/**
 * A primary and its streaming replica (pg_basebackup -R) on free loopback ports, each logging every
 * statement to its own file, so a test can see which server a query ran on.
 */
export interface StreamingReplica {
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  /** Everything each server logged so far (`log_statement = all`: statements and their parameters). */
  primaryLog(): string;
  replicaLog(): string;
  /** Creates and migrates a database on the primary (the replica follows); returns its primary URL. */
  createMigratedDatabase(database: string): Promise<string>;
  /** Resolves once the replica has replayed everything the primary had written when it was called. */
  caughtUp(): Promise<void>;
  close(): void;
}

/** A word of lower-case letters nobody else uses: searchable as it is, it finds a test's statements in the logs. */
export function logMarker(): string {
  return Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

/** Runs one statement on its own connection (a test's write on the primary, a replay pause on the replica). */
export async function runSql(url: string, sql: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function scalar<T>(url: string, sql: string, params: unknown[] = []): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(sql, params)).rows[0] as Record<string, T>)[0];
  } finally {
    await client.end();
  }
}

export async function startStreamingReplica(): Promise<StreamingReplica> {
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'replica-pg-'));
  const user = asPostgresServerUser();
  user.chown(dir);
  const run = (bin: string, args: string[]): void => {
    const [command, ...rest] = [...user.prefix, join(BIN, bin), ...args];
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const server = (name: string, port: number) => {
    const data = join(dir, name);
    const log = join(dir, `${name}.log`);
    // Durability does not matter here; log_statement shows where each query ran.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c log_statement=all`;
    return {
      data,
      log: () => readFileSync(log, 'utf8'),
      start: () => run('pg_ctl', ['-D', data, '-l', log, '-w', '-o', options, 'start']),
      stop: () => run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']),
    };
  };
  const primary = server('primary', primaryPort);
  const replica = server('replica', replicaPort);
  const urlOf = (port: number) => (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const close = (): void => {
    for (const s of [replica, primary]) {
      try {
        s.stop();
      } catch {
        // not started, or already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // initdb's trust authentication also lets 127.0.0.1 connect for replication.
    run('initdb', [
      '-D',
      primary.data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    primary.start();
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replica.data,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    replica.start();
  } catch (error) {
    close();
    throw error;
  }
  return {
    primaryUrl: urlOf(primaryPort),
    replicaUrl: urlOf(replicaPort),
    primaryLog: primary.log,
    replicaLog: replica.log,
    createMigratedDatabase: async (database) => {
      const client = new Client({ connectionString: urlOf(primaryPort)('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      } finally {
        await client.end();
      }
      await runMigrations(urlOf(primaryPort)(database));
      return urlOf(primaryPort)(database);
    },
    caughtUp: async () => {
      const written = await scalar<string>(
        urlOf(primaryPort)('postgres'),
        'SELECT pg_current_wal_lsn()::text',
      );
      const replayed = () =>
        scalar<boolean>(
          urlOf(replicaPort)('postgres'),
          'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false)',
          [written],
        );
      await waitUntil(replayed, {
        what: `the replica replaying ${written}`,
        timeoutMs: CATCH_UP_MS,
        everyMs: 20,
      });
    },
    close,
  };
}
