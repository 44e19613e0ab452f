import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';

/**
 * At most this many statement texts of a process get a name: each connection of its pools may hold them all,
 * parsed and planned, whatever shapes of query visitors send (a word search sends two shapes, an entry one).
 */
export const MAX_NAMED_STATEMENTS = 64;
/** Texts seen once, waiting for a second sighting: a shape sent once is not worth a name. */
const CANDIDATES = 1024;

/**
 * Names for the read statements a process sends again and again, so that Postgres parses and plans each one
 * once per connection instead of on every request (issue #32: planning took 0.2 ms of a word search's engine
 * statement and 0.5 ms of its page statement, against 0.45 and 0.5 ms of execution). A text gets a name the
 * second time it is seen, while fewer than MAX_NAMED_STATEMENTS have one; the rest go unnamed, as before.
 * Every value is a parameter, so one text is one shape, not one visitor's words.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly seenOnce = new LRUCache<string, true>({ max: CANDIDATES });
  /** Never reused: a connection may still hold a forgotten name with its old plan. */
  private given = 0;

  nameOf(sql: string): string | undefined {
    const name = this.names.get(sql);
    if (name !== undefined || this.names.size >= MAX_NAMED_STATEMENTS) return name;
    if (!this.seenOnce.has(sql)) {
      this.seenOnce.set(sql, true);
      return undefined;
    }
    this.seenOnce.delete(sql);
    const named = `read_${++this.given}`;
    this.names.set(sql, named);
    return named;
  }

  /** The text goes unnamed again, and is named afresh if it keeps coming (see planOutdated). */
  forget(sql: string): void {
    this.names.delete(sql);
  }
}

/**
 * Postgres refuses a prepared statement whose columns a migration has changed since it was planned (`SELECT *`
 * of a table that gained a column): the statement is sent again unnamed, and its text named afresh later.
 */
export function planOutdated(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as Error & { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  );
}

/** The rows of `sql` from `pool`, sent as a named statement once its text repeats (StatementNames). */
export async function queryNamed<Row>(
  pool: Pool,
  names: StatementNames,
  sql: string,
  parameters?: unknown[],
): Promise<Row[]> {
  const name = names.nameOf(sql);
  if (name === undefined) return (await pool.query(sql, parameters)).rows as Row[];
  try {
    return (await pool.query({ name, text: sql, values: parameters })).rows as Row[];
  } catch (error) {
    if (!planOutdated(error)) throw error;
    // pg-pool has dropped the connection that refused it; the others still hold the old plan under that name.
    names.forget(sql);
    return (await pool.query(sql, parameters)).rows as Row[];
  }
}
