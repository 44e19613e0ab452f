import type { DataSource } from 'typeorm';
import { databaseClientPerFile } from '@strongs/testing';
import { createDataSource } from './data-source';
import { ReadDatabase } from './read-database';

describe('read statements prepared once they repeat (issue #32)', () => {
  const database = databaseClientPerFile('empty', 'owner');
  let dataSource: DataSource;
  let reads: ReadDatabase;
  beforeAll(async () => {
    dataSource = createDataSource({ url: database.db.url, poolSize: 1 });
    await dataSource.initialize();
    reads = new ReadDatabase(dataSource);
    await database.client.query(`CREATE TABLE probe_words (word text, n int)`);
    await database.client.query(`INSERT INTO probe_words VALUES ('grace', 1), ('truth', 2)`);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  // pg_prepared_statements shows the asking connection's own: read it through the one pooled connection.
  const preparedOnPool = async (): Promise<string[]> =>
    (
      (await dataSource.query(
        `SELECT statement FROM pg_prepared_statements WHERE NOT from_sql ORDER BY statement`,
      )) as { statement: string }[]
    ).map((r) => r.statement);
  const namesOf = async (sql: string): Promise<string[]> =>
    (
      (await dataSource.query(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [sql])) as {
        name: string;
      }[]
    ).map((r) => r.name);

  it('answers a repeated statement with its own parameters each time, prepared from its second sighting', async () => {
    const sql = 'SELECT word FROM probe_words WHERE n = $1';
    expect(await reads.query(sql, [1])).toEqual([{ word: 'grace' }]);
    expect(await preparedOnPool()).toEqual([]);
    expect(await reads.query(sql, [2])).toEqual([{ word: 'truth' }]);
    expect(await preparedOnPool()).toEqual([sql]);
    expect(await reads.query(sql, [1])).toEqual([{ word: 'grace' }]);
    expect(await reads.query(sql, [3])).toEqual([]);
    expect(await preparedOnPool()).toEqual([sql]);
  });

  it('still answers after a migration changes the columns a prepared statement read, and prepares it afresh', async () => {
    const sql = 'SELECT * FROM probe_words WHERE n = $1';
    await reads.query(sql, [1]);
    expect(await reads.query(sql, [1])).toEqual([{ word: 'grace', n: 1 }]);
    const before = await namesOf(sql);
    expect(before).toHaveLength(1);
    // Postgres refuses the prepared statement (its result type changed) and pg-pool drops that connection.
    await database.client.query(`ALTER TABLE probe_words ADD COLUMN note text DEFAULT 'new'`);
    expect(await reads.query(sql, [1])).toEqual([{ word: 'grace', n: 1, note: 'new' }]);
    expect(await reads.query(sql, [2])).toEqual([{ word: 'truth', n: 2, note: 'new' }]);
    expect(await reads.query(sql, [2])).toEqual([{ word: 'truth', n: 2, note: 'new' }]);
    const after = await namesOf(sql);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });
});
