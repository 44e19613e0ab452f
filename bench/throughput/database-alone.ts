import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqlLiteral } from '@strongs/testing';
import type { RecordedRequest } from './recorded-requests';

/** A statement with its parameters written in as literals, as pgbench's simple protocol sends it. */
function inlined(sql: string, parameters: unknown[]): string {
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => sqlLiteral(parameters[Number(n) - 1]));
  return `${text.trim().replace(/;\s*$/, '')};`;
}

/**
 * How pgbench sends each statement: `simple` parses and plans it every time; `prepared` once per connection, as
 * our services send a statement that repeats (StatementNames in libs/db), here with its values written in, so
 * each plan is made for the very values it runs with.
 */
export type PgbenchProtocol = 'simple' | 'prepared';

/**
 * Requests per second the database alone serves for the recorded requests: pgbench at the same
 * concurrency, one transaction per request (its statements in order, as the service sends them).
 */
export function databaseAloneRps(
  databaseUrl: string,
  requests: RecordedRequest[],
  connections: number,
  seconds: number,
  protocol: PgbenchProtocol = 'simple',
): number {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const files = requests
      .filter((statements) => statements.length > 0)
      .map((statements, i) => {
        const file = join(dir, `request-${i}.sql`);
        writeFileSync(file, statements.map((s) => inlined(s.sql, s.parameters)).join('\n') + '\n');
        return file;
      });
    const result = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        protocol,
        '-c',
        String(connections),
        '-j',
        '2',
        '-T',
        String(seconds),
        ...files.flatMap((f) => ['-f', f]),
        databaseUrl,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
    if (result.status !== 0 || !tps)
      throw new Error(`pgbench failed: ${result.stderr || result.stdout}`.slice(0, 2000));
    return Number(tps[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
