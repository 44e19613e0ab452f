import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

const REPLAY_POLL_MS = 20;

/**
 * Where a read that may be a second stale goes: a read replica (DATABASE_READ_URLS) when there is one,
 * else the primary. TypeORM sends every raw `dataSource.query()` to the primary, so read-only
 * repositories (search, reader, dictionary, public settings and pages) take this instead of the
 * DataSource. Writes, transactions and reads that must see the caller's own write keep the DataSource.
 */
@Injectable()
export class ReadDatabase {
  constructor(private readonly dataSource: DataSource) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by each repository, as with DataSource.query
  async query(sql: string, parameters?: unknown[]): Promise<any> {
    // A 'slave' runner takes a random replica's pool; TypeORM falls back to the primary when none is configured.
    const runner = this.dataSource.createQueryRunner('slave');
    try {
      return await runner.query(sql, parameters);
    } finally {
      await runner.release();
    }
  }

  /**
   * Resolves true once every replica has replayed what the primary had written when it was called (at
   * once without replicas), false when one has not within `timeoutMs`. A cache dropped after a change
   * must wait for this, or the next read refills it from a replica that has not seen the change yet.
   */
  async replicasCaughtUp(timeoutMs = 10_000): Promise<boolean> {
    const replicas = (this.dataSource.driver as PostgresDriver).slaves as Pool[];
    if (replicas.length === 0) return true;
    const [{ lsn }]: { lsn: string }[] = await this.dataSource.query(
      'SELECT pg_current_wal_lsn()::text AS lsn',
    );
    const deadline = Date.now() + timeoutMs;
    const replayed = async (replica: Pool): Promise<boolean> => {
      for (;;) {
        // Not in recovery (no replay position): a server that is not a standby has nothing to catch up.
        const { rows } = await replica.query<{ done: boolean }>(
          'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) AS done',
          [lsn],
        );
        if (rows[0].done) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
      }
    };
    return (await Promise.all(replicas.map(replayed))).every(Boolean);
  }
}
