import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '@strongs/testing';
import { createDataSource } from './data-source';
import { VersionEntity } from './entities';

/** Two separate databases stand for a primary and its replica, so where each statement went can be seen. */
describe('a data source with DATABASE_READ_URLS', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let dataSource: DataSource;

  async function versionCodes(db: TestDatabase): Promise<string[]> {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<{ code: string }>('SELECT code FROM versions ORDER BY code')).rows.map((row) => row.code);
    } finally {
      await client.end();
    }
  }

  const version = (code: string): VersionEntity =>
    Object.assign(new VersionEntity(), { code, name: code, abbreviation: code, language: 'en', direction: 'ltr', kind: 'translation', licence: 'PD', source: 'test' });

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
    expect(await dataSource.transaction((manager) => manager.find(VersionEntity, { select: { code: true } }))).toEqual([{ code: 'written' }]);
  });
});
