/** The one thing the engines need from a database connection (a TypeORM DataSource or EntityManager fits). */
export interface SqlRunner {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(sql: string, parameters?: unknown[]): Promise<any>;
  /**
   * The same, for a statement whose plan does not depend on its values: planned once and kept (ReadDatabase). A
   * runner without it (a transaction, a test's DataSource) sends such a statement through query().
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queryPlannedOnce?(sql: string, parameters?: unknown[]): Promise<any>;
}

/** Runs a statement through queryPlannedOnce when it may be planned once and the runner can. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function runStatement(db: SqlRunner, statement: SqlStatement): Promise<any> {
  return statement.planOnce && db.queryPlannedOnce
    ? db.queryPlannedOnce(statement.sql, statement.params)
    : db.query(statement.sql, statement.params);
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
  /** Its best plan is the same whatever its values (see SqlRunner.queryPlannedOnce). */
  planOnce?: boolean;
}
