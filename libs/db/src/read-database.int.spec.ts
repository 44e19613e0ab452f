import type { DataSource } from 'typeorm';
import { startStreamingReplica, type StreamingReplica, runSql } from '@strongs/testing';
import { createDataSource } from './data-source';
import { ReadDatabase } from './read-database';

describe('ReadDatabase on a streaming replica', () => {
  let cluster: StreamingReplica;
  let dataSource: DataSource;
  let reads: ReadDatabase;

  beforeAll(async () => {
    cluster = await startStreamingReplica();
    await runSql(cluster.primaryUrl('postgres'), 'CREATE TABLE notes (text text)');
    await cluster.caughtUp();
    dataSource = createDataSource({
      url: cluster.primaryUrl('postgres'),
      readUrls: [cluster.replicaUrl('postgres')],
      poolSize: 2,
    });
    await dataSource.initialize();
    reads = new ReadDatabase(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    cluster?.close();
  });

  it('tells when the replica has not replayed a write yet, and when it has', async () => {
    await runSql(cluster.replicaUrl('postgres'), 'SELECT pg_wal_replay_pause()');
    await dataSource.query(`INSERT INTO notes VALUES ('new')`);
    expect(await reads.replicasCaughtUp(200)).toBe(false);
    expect(await reads.query('SELECT text FROM notes')).toEqual([]);

    await runSql(cluster.replicaUrl('postgres'), 'SELECT pg_wal_replay_resume()');
    expect(await reads.replicasCaughtUp()).toBe(true);
    expect(await reads.query('SELECT text FROM notes')).toEqual([{ text: 'new' }]);
  });
});
