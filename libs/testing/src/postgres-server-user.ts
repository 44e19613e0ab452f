import { execFileSync } from 'node:child_process';
import { chownSync } from 'node:fs';

/**
 * How a test runs initdb, pg_ctl and pg_basebackup: they refuse to run as root, so as root they run as
 * the postgres user, who must own the cluster's folder.
 */
export function asPostgresServerUser(): { prefix: string[]; chown(path: string): void } {
  if (process.getuid?.() !== 0) return { prefix: [], chown: () => undefined };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], chown: (path) => chownSync(path, uid, gid) };
}
