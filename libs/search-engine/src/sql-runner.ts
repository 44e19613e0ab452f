/** The one thing the engines need from a database connection (a TypeORM DataSource or EntityManager fits). */
export interface SqlRunner {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(sql: string, parameters?: unknown[]): Promise<any>;
}
