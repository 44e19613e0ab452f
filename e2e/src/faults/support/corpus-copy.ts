import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPLICATION_ROLE } from '@strongs/db';
import { testDatabaseUrl, TEMPLATE_ENV } from '@strongs/testing';
import type { PrivatePostgres } from './private-postgres';

/**
 * Roles live in the cluster, not the dump, so the copy needs them first: the SQL import schema's owner, and
 * the application role the dump grants rows to.
 */
const SQL_IMPORT_ROLE = 'strongs_sql_import';
/**
 * Tables whose rows a fault test does not need (the concordance, cross references, translation counts:
 * half the corpus). Their schema is kept. Copying the rest takes about half as long as the whole.
 */
const SKIPPED_DATA = ['verse_strongs', 'cross_references', 'translation_counts'];

/**
 * Copies the seeded corpus template (migrated, every text installed) into a database of a private
 * cluster: `pg_dump -Fc` from the shared test server, `pg_restore -j 2` into the private one. Measured
 * against seeding the corpus there (over a minute), it is the faster way.
 */
export function copyCorpusInto(pg: PrivatePostgres, database: string): string {
  const template = process.env[TEMPLATE_ENV.corpus];
  if (!template) throw new Error('No corpus template: run the tests through the e2e jest config');
  const dir = mkdtempSync(join(tmpdir(), 'fault-dump-'));
  const dump = join(dir, 'corpus.dump');
  const url = pg.urlOf(database);
  try {
    execFileSync('pg_dump', [
      '-Fc',
      '-Z1',
      ...SKIPPED_DATA.map((t) => `--exclude-table-data=${t}`),
      '-f',
      dump,
      '-d',
      testDatabaseUrl(template),
    ]);
    const admin = pg.urlOf('postgres');
    execFileSync('psql', [
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-d',
      admin,
      '-c',
      `CREATE ROLE ${SQL_IMPORT_ROLE} NOLOGIN`,
      '-c',
      `CREATE ROLE ${APPLICATION_ROLE} NOLOGIN`,
      '-c',
      `CREATE DATABASE ${database}`,
    ]);
    execFileSync('pg_restore', ['-j', '2', '-d', url, dump]);
    return url;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
