import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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
}
