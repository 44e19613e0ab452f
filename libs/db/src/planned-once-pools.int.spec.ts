import type { DataSource } from 'typeorm';
import { databaseClientPerFile, waitUntil } from '@strongs/testing';
import { createDataSource } from './data-source';
import { ReadDatabase } from './read-database';

describe('reads planned once (issue #32)', () => {
  const database = databaseClientPerFile('empty', 'owner');
  let dataSource: DataSource;
  let reads: ReadDatabase;
  beforeAll(async () => {
    dataSource = createDataSource({ url: database.db.url, poolSize: 1, statementTimeoutMs: 1234 });
    await dataSource.initialize();
    reads = new ReadDatabase(dataSource);
    await database.client.query(`CREATE TABLE probe_verses (ord int, text text)`);
    await database.client.query(
      `INSERT INTO probe_verses SELECT n, 'verse ' || n FROM generate_series(1, 1000) AS n`,
    );
  });
  afterAll(async () => {
    await reads?.onApplicationShutdown();
    await dataSource?.destroy();
  });

  const connections = async (): Promise<number> => {
    const [{ n }] = (
      await database.client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
    ).rows as { n: number }[];
    return n;
  };

  it('runs on connections of their own, with the pool settings and generic plans', async () => {
    const setting = async (read: typeof reads.query, name: string) =>
      ((await read.call(reads, `SELECT current_setting($1) AS value`, [name])) as { value: string }[])[0]
        .value;
    expect(await setting(reads.query, 'plan_cache_mode')).toBe('auto');
    expect(await setting(reads.queryPlannedOnce, 'plan_cache_mode')).toBe('force_generic_plan');
    expect(await setting(reads.queryPlannedOnce, 'statement_timeout')).toBe('1234ms');
    expect(await setting(reads.queryPlannedOnce, 'application_name')).toBe('strongs');
  });

  it('plans a repeated statement once and answers each run with its own values', async () => {
    const sql = 'SELECT text FROM probe_verses WHERE ord = ANY($1::int[]) ORDER BY ord';
    for (let n = 1; n <= 7; n++) expect(await reads.queryPlannedOnce(sql, [[n, n + 1]])).toHaveLength(2);
    expect(await reads.queryPlannedOnce(sql, [[999, 1000, 1001]])).toEqual([
      { text: 'verse 999' },
      { text: 'verse 1000' },
    ]);
    // The pool has one connection: the statement's own counts, read on it. Left to itself Postgres plans the
    // first five runs for their values (custom plans).
    const [counts] = (await reads.queryPlannedOnce(
      `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1`,
      [sql],
    )) as { generic_plans: string; custom_plans: string }[];
    expect({ generic: Number(counts.generic_plans), custom: Number(counts.custom_plans) }).toEqual({
      generic: 7,
      custom: 0,
    });
  });

  it('reads on after the server closes an idle connection of its own', async () => {
    const [{ pid }] = (await reads.queryPlannedOnce('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
    await database.client.query('SELECT pg_terminate_backend($1)', [pid]);
    await waitUntil(async () => (await connections()) === 1, { what: 'the terminated connection gone' });
    expect(await reads.queryPlannedOnce('SELECT 2 AS n')).toEqual([{ n: 2 }]);
  });

  it('closes its connections when the service shuts down', async () => {
    await reads.queryPlannedOnce('SELECT 1');
    await reads.query('SELECT 1');
    expect(await connections()).toBe(2);
    await reads.onApplicationShutdown();
    expect(await connections()).toBe(1);
  });
});
