import { join } from 'node:path';
import { createTestDatabase } from '../test-database';
import { statementsTheSchemaRefuses, type SqlProblem } from './check-sql-statements';
import { collectSqlStatements } from './collect-sql-statements';

const WORKSPACE_ROOT = join(__dirname, '../../../..');

export interface SqlCheck {
  problems: SqlProblem[];
  /** How many statements were prepared and explained. */
  checked: number;
  /** Where a statement is built at run time and so is not checked here. */
  built: string[];
}

/**
 * Every SQL statement written in the source under `dirs` (workspace-relative), prepared and explained as the
 * application role on a freshly migrated database: a renamed column or a missing grant fails in seconds.
 */
export async function sqlTheSchemaRefuses(dirs: readonly string[]): Promise<SqlCheck> {
  const { statements, built } = collectSqlStatements(
    dirs.map((dir) => join(WORKSPACE_ROOT, dir)),
    WORKSPACE_ROOT,
  );
  const database = await createTestDatabase('empty');
  try {
    const { problems, checked } = await statementsTheSchemaRefuses(database.appUrl, statements);
    return { problems, checked, built };
  } finally {
    await database.drop();
  }
}
