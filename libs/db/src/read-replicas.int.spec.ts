import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import { createDataSource } from './data-source';
import { VersionEntity } from './entities';
import { ReadDatabase } from './read-database';

/** Two separate databases stand for a primary and its replica, so where each statement went can be seen. */
describe('a data source with DATABASE_READ_URLS', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let dataSource: DataSource;

  async function versionCodes(db: TestDatabase): Promise<string[]> {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<{ code: string }>('SELECT code FROM versions ORDER BY code')).rows.map(
        (row) => row.code,
      );
    } finally {
      await client.end();
    }
  }

  const version = (code: string): VersionEntity =>
    Object.assign(new VersionEntity(), {
      code,
      name: code,
      abbreviation: code,
      language: 'en',
      direction: 'ltr',
      kind: 'translation',
      licence: 'PD',
      source: 'test',
    });

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase('empty'), createTestDatabase('empty')]);
    dataSource = createDataSource({ url: primary.url, readUrls: [replica.url], poolSize: 2 });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await Promise.all([primary?.drop(), replica?.drop()]);
  });

  it('writes to DATABASE_URL, reads through repositories from the replica, runs raw queries and transactions on the primary', async () => {
    const versions = dataSource.getRepository(VersionEntity);
    await versions.save(version('written'));
    expect(await versionCodes(primary)).toEqual(['written']);
    expect(await versionCodes(replica)).toEqual([]);

    // Until the replica catches up, a plain read does not see the write; a raw query or a transaction does.
    expect(await versions.find()).toEqual([]);
    expect(await dataSource.query('SELECT code FROM versions')).toEqual([{ code: 'written' }]);
    expect(
      await dataSource.transaction((manager) => manager.find(VersionEntity, { select: { code: true } })),
    ).toEqual([{ code: 'written' }]);
  });

  it('runs ReadDatabase queries on the replica', async () => {
    await dataSource.query(
      `INSERT INTO versions (code, name, abbreviation, language, kind, licence, source) VALUES ('primary_only', 'p', 'p', 'en', 'translation', 'PD', 'test')`,
    );
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
