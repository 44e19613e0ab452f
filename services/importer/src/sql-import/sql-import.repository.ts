import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SQL_IMPORT_ROLE, SQL_IMPORT_SCHEMA } from './sql-import-schema';
import { InputError, type SqlDumpColumn, type SqlValue } from '@strongs/scripture';

export class SqlValueError extends InputError {}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
/** Postgres reserves these column names in every table (CREATE TABLE would fail). */
const SYSTEM_COLUMNS = new Set(['tableoid', 'xmin', 'cmin', 'xmax', 'cmax', 'ctid', 'oid']);
const MAX_PARAMETERS = 30_000;

/** Names were validated by the reader; checked again here because they are spliced as identifiers. */
function quoted(name: string): string {
  if (!IDENTIFIER.test(name)) throw new SqlValueError(`Not a plain name: ${name.slice(0, 64)}`);
  return `"${name}"`;
}

function cell(value: SqlValue, column: SqlDumpColumn, row: number): string | null {
  if (value === null) return null;
  if (column.type === 'text') return String(value);
  const n = typeof value === 'boolean' ? Number(value) : Number(value);
  if (!Number.isSafeInteger(n))
    throw new SqlValueError(`Row ${row}: ${column.name} is not an integer: ${String(value).slice(0, 40)}`);
  return String(n);
}

/**
 * Writes a parsed dump into bible_sql_imports.<table>, in one transaction, as the role that owns
 * only that schema: even a bug here could not reach another table.
 */
@Injectable()
export class SqlImportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async replaceTable(table: string, columns: SqlDumpColumn[], rows: SqlValue[][]): Promise<number> {
    const reserved = columns.find((c) => SYSTEM_COLUMNS.has(c.name));
    if (reserved)
      throw new SqlValueError(
        `The column name ${reserved.name} is reserved by Postgres for a system column: rename the column in the file`,
      );
    const target = `${SQL_IMPORT_SCHEMA}.${quoted(table)}`;
    const columnList = columns.map((c) => quoted(c.name)).join(', ');
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL ROLE ${SQL_IMPORT_ROLE}`);
      await manager.query(`SET LOCAL search_path TO ${SQL_IMPORT_SCHEMA}`);
      await manager.query(`DROP TABLE IF EXISTS ${target}`);
      await manager.query(
        `CREATE TABLE ${target} (${columns.map((c) => `${quoted(c.name)} ${c.type === 'integer' ? 'bigint' : 'text'}`).join(', ')})`,
      );
      const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
      for (let start = 0; start < rows.length; start += perBatch) {
        const batch = rows.slice(start, start + perBatch);
        const params: (string | null)[] = [];
        const tuples = batch.map((row, r) => {
          const placeholders = columns.map((column, c) => {
            params.push(cell(row[c], column, start + r + 1));
            return `$${params.length}`;
          });
          return `(${placeholders.join(', ')})`;
        });
        await manager.query(`INSERT INTO ${target} (${columnList}) VALUES ${tuples.join(', ')}`, params);
      }
      return rows.length;
    });
  }

  async tables(): Promise<string[]> {
    const rows: { table_name: string }[] = await this.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [SQL_IMPORT_SCHEMA],
    );
    return rows.map((r) => r.table_name);
  }
}
