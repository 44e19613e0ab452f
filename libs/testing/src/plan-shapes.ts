import { Client } from 'pg';
import type { ReadDatabase } from '@strongs/db';
import { sqlLiteral } from './sql-literal';

/** A plan's structure: its nodes, tables and indexes, without the values or `$n` in its conditions. */
export interface PlanShape {
  node: string;
  on?: string;
  index?: string;
  join?: string;
  parent?: string;
  plans?: PlanShape[];
}

type ExplainNode = Record<string, unknown> & { Plans?: ExplainNode[] };

function shapeOf(node: ExplainNode): PlanShape {
  const shape: PlanShape = { node: String(node['Node Type']) };
  if (node['Relation Name']) shape.on = String(node['Relation Name']);
  if (node['Index Name']) shape.index = String(node['Index Name']);
  if (node['Join Type']) shape.join = String(node['Join Type']);
  if (node['Parent Relationship']) shape.parent = String(node['Parent Relationship']);
  if (node.Plans) shape.plans = node.Plans.map(shapeOf);
  return shape;
}

/**
 * The plan Postgres makes for a statement with these values, and the one it makes once for any values
 * (plan_cache_mode, on Postgres 15 which has no EXPLAIN (GENERIC_PLAN)), on a client of the caller's.
 */
export async function customAndGenericPlans(
  client: Client,
  sql: string,
  parameters: unknown[],
): Promise<[PlanShape, PlanShape]> {
  await client.query(`PREPARE plan_probe AS ${sql}`);
  try {
    const values = parameters.map(sqlLiteral).join(', ');
    const plan = async (mode: string): Promise<PlanShape> => {
      await client.query(`SET plan_cache_mode = ${mode}`);
      const { rows } = await client.query<{ 'QUERY PLAN': { Plan: ExplainNode }[] }>(
        `EXPLAIN (FORMAT JSON, COSTS OFF) EXECUTE plan_probe(${values})`,
      );
      return shapeOf(rows[0]['QUERY PLAN'][0].Plan);
    };
    return [await plan('force_custom_plan'), await plan('force_generic_plan')];
  } finally {
    await client.query('DEALLOCATE plan_probe');
    await client.query('RESET plan_cache_mode');
  }
}

/** A statement as a service sent it through ReadDatabase.queryPlannedOnce. */
export interface PlannedOnceStatement {
  sql: string;
  parameters: unknown[];
}

/**
 * What a service sends through ReadDatabase.queryPlannedOnce from its start on, and a client of the same database
 * to compare those statements' plans with the plans their own values get.
 */
export class PlannedOnceProbe {
  readonly sent: PlannedOnceStatement[] = [];

  private constructor(readonly client: Client) {}

  static async start(
    reads: Pick<ReadDatabase, 'queryPlannedOnce'>,
    databaseUrl: string,
  ): Promise<PlannedOnceProbe> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const probe = new PlannedOnceProbe(client);
    const send = reads.queryPlannedOnce.bind(reads);
    reads.queryPlannedOnce = (sql: string, parameters?: unknown[]) => {
      probe.sent.push({ sql, parameters: parameters ?? [] });
      return send(sql, parameters);
    };
    return probe;
  }

  /** The statements sent so far whose plan made once differs from the plan Postgres makes for their values. */
  async plannedOtherwise(): Promise<(PlannedOnceStatement & { custom: PlanShape; generic: PlanShape })[]> {
    const differing: (PlannedOnceStatement & { custom: PlanShape; generic: PlanShape })[] = [];
    for (const statement of this.sent) {
      const [custom, generic] = await customAndGenericPlans(this.client, statement.sql, statement.parameters);
      if (JSON.stringify(custom) !== JSON.stringify(generic))
        differing.push({ ...statement, custom, generic });
    }
    return differing;
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
