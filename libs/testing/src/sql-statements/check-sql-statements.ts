import { Client } from 'pg';
import type { SqlStatement } from './collect-sql-statements';

export interface SqlProblem {
  at: string;
  /** Postgres's SQLSTATE and message. */
  error: string;
}

/** Statements Postgres can prepare on their own; the rest (SET, LOCK, COPY, DDL) are not plans. */
const PREPARABLE = /^\s*\(?\s*(SELECT|WITH|INSERT|UPDATE|DELETE|VALUES)\b/i;
/** Errors of the values given, not of the statement: every parameter is NULL here. */
const VALUE_ERRORS = /^(22|23)/;
/** A parameter whose type the statement alone does not fix (`$1 IS NULL`): Postgres asks for a cast, and so do we. */
const INDETERMINATE_PARAMETER = '42P18';
/** The temporary tables our code creates for its own statements: created first, as the code does, then dropped. */
const TEMPORARY_TABLE = /^\s*CREATE\s+TEMP(ORARY)?\s+TABLE\b/i;

/**
 * Prepares each statement and explains it with NULL parameters, as the given role, on a migrated database: a
 * misspelt table, column or function, a type that does not fit, or a grant the role lacks fails here, where it
 * would otherwise fail only when a request reaches that line. Nothing is executed.
 */
export async function statementsTheSchemaRefuses(
  databaseUrl: string,
  statements: readonly SqlStatement[],
): Promise<{ problems: SqlProblem[]; checked: number }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: SqlProblem[] = [];
  let checked = 0;
  try {
    // Outside a transaction, ON COMMIT DROP would drop the table as soon as it is made.
    for (const { sql } of statements)
      if (TEMPORARY_TABLE.test(sql)) await client.query(sql.replace(/\bON\s+COMMIT\s+DROP\b/i, ''));
    for (const { at, sql } of statements) {
      if (!PREPARABLE.test(sql)) continue;
      checked += 1;
      try {
        await client.query(`PREPARE statement_check AS ${sql}`);
        const [{ count }] = (
          await client.query<{ count: number }>(
            `SELECT cardinality(parameter_types) AS count FROM pg_prepared_statements WHERE name = 'statement_check'`,
          )
        ).rows;
        const nulls = Array.from({ length: count }, () => 'NULL').join(', ');
        await client.query(`EXPLAIN EXECUTE statement_check${count > 0 ? `(${nulls})` : ''}`);
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        if (code !== INDETERMINATE_PARAMETER && !VALUE_ERRORS.test(code ?? ''))
          problems.push({ at, error: `${code ?? '?'} ${message}` });
      } finally {
        await client.query('DEALLOCATE ALL');
      }
    }
  } finally {
    await client.end();
  }
  return { problems, checked };
}
