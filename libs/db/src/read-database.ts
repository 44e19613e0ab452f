import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { PlannedOncePools } from './planned-once-pools';
import { queryNamed, StatementNames } from './statement-names';

const REPLAY_POLL_MS = 20;

/**
 * Where a read that may be a second stale goes: a read replica (DATABASE_READ_URLS) when there is one,
 * else the primary. TypeORM sends every raw `dataSource.query()` to the primary, so read-only
 * repositories (search, reader, dictionary, public settings and pages) take this instead of the
 * DataSource. Writes, transactions and reads that must see the caller's own write keep the DataSource.
 */
@Injectable()
export class ReadDatabase implements OnApplicationShutdown {
  private readonly statements = new StatementNames();
  private readonly plannedOnce = new PlannedOncePools();

  constructor(private readonly dataSource: DataSource) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by each repository, as with DataSource.query
  async query(sql: string, parameters?: unknown[]): Promise<any> {
    // The pool's own query, not a TypeORM query runner: for one statement a runner only adds its bookkeeping
    // (events before and after, a client taken and given back by hand), a measurable share of a word search's
    // CPU (issue #32). The pools and their settings (statement_timeout) are TypeORM's; errors are the driver's.
    // A statement sent again and again is a named one, parsed and planned once per connection (StatementNames).
    return queryNamed(this.readPool(), this.statements, sql, parameters);
  }

  /**
   * The same read, over connections that plan a repeated statement once (PlannedOncePools): only for a statement
   * whose plan does not depend on its values, as a spec on the corpus shows for each one that comes here.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as query()
  async queryPlannedOnce(sql: string, parameters?: unknown[]): Promise<any> {
    return queryNamed(this.plannedOnce.of(this.readPool()), this.statements, sql, parameters);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.plannedOnce.end();
  }

  /** A random replica's pool, as TypeORM's 'slave' runner takes; the primary's when none is configured. */
  private readPool(): Pool {
    const driver = this.dataSource.driver as PostgresDriver;
    const replicas = driver.slaves as Pool[];
    return replicas.length > 0
      ? replicas[Math.floor(Math.random() * replicas.length)]
      : (driver.master as Pool);
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
