import { Client } from 'pg';
import { createDataSource } from '../data-source';
import { createTestDatabase, TestDatabase } from '@strongs/testing';

describe('the migrations', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('empty');
  });
  afterAll(async () => db?.drop());

  async function tables(): Promise<string[]> {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY tablename`,
    );
    await client.end();
    return rows.map((r) => r.tablename);
  }

  it('create the scripture, lexicon and import tables', async () => {
    expect(await tables()).toEqual(
      expect.arrayContaining([
        'books',
        'cross_references',
        'imports',
        'lexicon_entries',
        'lexicon_relations',
        'translation_counts',
        'verse_strongs',
        'verses',
        'versions',
      ]),
    );
  });

  it('undo cleanly and apply again', async () => {
    const dataSource = createDataSource({ url: db.url, poolSize: 1 });
    await dataSource.initialize();
    const count = dataSource.migrations.length;
    for (let i = 0; i < count; i++) await dataSource.undoLastMigration();
    expect(await tables()).toEqual([]);
    await dataSource.runMigrations();
    await dataSource.destroy();
    expect(await tables()).toContain('verses');
  });
});
