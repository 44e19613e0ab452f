import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import { createDataSource } from './data-source';
import { ReadDatabase } from './read-database';

const CODES = 'SELECT code FROM versions ORDER BY code';

/** Two separate databases stand for a primary and its replica, so where each statement went can be seen. */
describe('a data source with DATABASE_READ_URLS', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let dataSource: DataSource;

  async function versionCodes(db: TestDatabase): Promise<string[]> {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<{ code: string }>(CODES)).rows.map((row) => row.code);
    } finally {
      await client.end();
    }
  }

  const insertVersion = (run: Pick<DataSource, 'query'>, code: string): Promise<unknown> =>
    run.query(
      `INSERT INTO versions (code, name, abbreviation, language, kind, licence, source)
       VALUES ($1, $1, $1, 'en', 'translation', 'PD', 'test')`,
      [code],
    );

  /** What TypeORM does for a read outside a transaction (and ReadDatabase asks for): a 'slave' runner. */
  async function readOnReplicaRunner(sql: string): Promise<unknown> {
    const runner = dataSource.createQueryRunner('slave');
    try {
      return await runner.query(sql);
    } finally {
      await runner.release();
    }
  }

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase('empty'), createTestDatabase('empty')]);
    dataSource = createDataSource({ url: primary.url, readUrls: [replica.url], poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await Promise.all([primary?.drop(), replica?.drop()]);
  });

  it('writes to DATABASE_URL, raw and in a transaction, and reads there in raw queries and transactions; a slave runner reads the replica', async () => {
    await insertVersion(dataSource, 'written');
    await dataSource.transaction((manager) => insertVersion(manager, 'written_in_transaction'));
    expect(await versionCodes(primary)).toEqual(['written', 'written_in_transaction']);
    expect(await versionCodes(replica)).toEqual([]);

    // Until the replica catches up, a read on a replica does not see the writes; a raw query or a transaction does.
    expect(await readOnReplicaRunner(CODES)).toEqual([]);
    expect(await dataSource.query(CODES)).toEqual([{ code: 'written' }, { code: 'written_in_transaction' }]);
    expect(await dataSource.transaction((manager) => manager.query(CODES))).toEqual([
      { code: 'written' },
      { code: 'written_in_transaction' },
    ]);
  });

  it('runs ReadDatabase queries on the replica', async () => {
    await insertVersion(dataSource, 'primary_only');
    const codes = await new ReadDatabase(dataSource).query('SELECT code FROM versions WHERE code = $1', [
      'primary_only',
    ]);
    expect(codes).toEqual([]);
  });

  it('runs ReadDatabase queries on DATABASE_URL when no replica is configured', async () => {
    const single = createDataSource({ url: primary.url, poolSize: 1 });
    await single.initialize();
    try {
      expect(
        await new ReadDatabase(single).query('SELECT code FROM versions WHERE code = $1', ['written']),
      ).toEqual([{ code: 'written' }]);
    } finally {
      await single.destroy();
    }
  });
});
