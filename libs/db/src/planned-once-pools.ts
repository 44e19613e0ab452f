import { Pool, type PoolConfig } from 'pg';

/** Postgres's own setting: a prepared statement uses its generic plan from the first run, never a custom one. */
export const PLAN_ONCE_OPTION = '-c plan_cache_mode=force_generic_plan';

/**
 * For each of TypeORM's pools, a sibling on the same server with the same settings (statement_timeout, size,
 * application name) whose connections plan a prepared statement once and run that plan with every request's
 * values. By default Postgres plans a named statement again on every run as long as its generic plan is
 * estimated to cost more than the custom ones so far, which for a word search's two statements is always: the
 * planner estimates 128 hits for any word, and most words have fewer. Their plans are the same either way
 * (planned-once.corpus.int.spec), so that re-planning was 0.4 ms of Postgres's 0.95 ms a word search (issue
 * #32). Only statements that ask for it come here (ReadDatabase.queryPlannedOnce): a statement whose best plan
 * depends on its values keeps the main pool. A sibling opens connections only when used.
 */
export class PlannedOncePools {
  private readonly siblings = new Map<Pool, Pool>();

  of(pool: Pool): Pool {
    let sibling = this.siblings.get(pool);
    if (!sibling) {
      sibling = new Pool(siblingConfig((pool as Pool & { options: PoolConfig }).options));
      // An idle connection the server closed (a restart, a terminated backend) is an 'error' on the pool, which
      // throws in the process when nobody listens. pg-pool has already dropped it, and the next read opens another
      // or gets its own error: nothing to do, as TypeORM's own pools do only log it.
      sibling.on('error', () => undefined);
      this.siblings.set(pool, sibling);
    }
    return sibling;
  }

  async end(): Promise<void> {
    const siblings = [...this.siblings.values()];
    this.siblings.clear();
    await Promise.all(siblings.map((pool) => pool.end()));
  }
}

function siblingConfig(config: PoolConfig): PoolConfig {
  const options = [config.options, PLAN_ONCE_OPTION].filter(Boolean).join(' ');
  return { ...config, options };
}
