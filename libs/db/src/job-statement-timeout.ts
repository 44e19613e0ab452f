import type { EntityManager } from 'typeorm';

/** Workers and CLIs write whole versions in a statement: a generous bound, still a bound. */
export const JOB_STATEMENT_TIMEOUT_MS = 10 * 60_000;

/** Gives the caller's transaction (only) the jobs' statement bound, whatever its pool's default. */
export async function useJobStatementTimeout(manager: EntityManager): Promise<void> {
  await manager.query(`SET LOCAL statement_timeout = ${JOB_STATEMENT_TIMEOUT_MS}`);
}
