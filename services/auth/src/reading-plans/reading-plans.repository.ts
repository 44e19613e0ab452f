import { Injectable } from '@nestjs/common';
import type { PlanCatchUp, PlanExport } from '@strongs/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** A started plan as stored, with its days done. */
export interface PlanRow {
  id: number;
  plan: string;
  startDate: string;
  catchUp: PlanCatchUp | null;
  createdAt: string;
  done: number[];
}

export type Runner = Pick<EntityManager, 'query'>;

const COLUMNS = `p.id, p.plan, to_char(p.start_date, 'YYYY-MM-DD') AS "startDate", p.catch_up AS "catchUp",
  p.created_at AS "createdAt",
  coalesce(array_agg(d.day ORDER BY d.day) FILTER (WHERE d.day IS NOT NULL), '{}')::int[] AS done`;
const FROM = `study_reading_plans p
  LEFT JOIN study_reading_plan_days d ON d.user_id = p.user_id AND d.plan_id = p.id`;

/** The reading-plan tables. Every statement names the user: another user's plan id matches no row. */
@Injectable()
export class ReadingPlansRepository {
  constructor(private readonly db: DataSource) {}

  /** A user has at most PLAN_LIMITS.active plans: the whole list is one short answer. */
  async all(userId: number, runner: Runner = this.db): Promise<PlanRow[]> {
    return runner.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE p.user_id = $1 GROUP BY p.id ORDER BY p.created_at, p.id`,
      [userId],
    );
  }

  async find(userId: number, id: number, runner: Runner = this.db): Promise<PlanRow | null> {
    const rows: PlanRow[] = await runner.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE p.user_id = $1 AND p.id = $2 GROUP BY p.id`,
      [userId, id],
    );
    return rows[0] ?? null;
  }

  /** Runs `work` with the user's row locked, so two requests cannot both pass the limit. */
  async forUser<T>(userId: number, work: (tx: Runner) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
      return work(tx);
    });
  }

  async count(tx: Runner, userId: number): Promise<number> {
    const [{ n }]: { n: number }[] = await tx.query(
      `SELECT count(*)::int AS n FROM study_reading_plans WHERE user_id = $1`,
      [userId],
    );
    return n;
  }

  /** The plan started on `startDate`, or the id of the same plan already started (it is left as it was). */
  async start(
    tx: Runner,
    userId: number,
    plan: string,
    startDate: string,
  ): Promise<{ id: number; inserted: boolean }> {
    const inserted: { id: number }[] = await tx.query(
      `INSERT INTO study_reading_plans (user_id, plan, start_date) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, plan) DO NOTHING RETURNING id`,
      [userId, plan, startDate],
    );
    if (inserted.length) return { id: inserted[0].id, inserted: true };
    const [existing]: { id: number }[] = await tx.query(
      `SELECT id FROM study_reading_plans WHERE user_id = $1 AND plan = $2`,
      [userId, plan],
    );
    return { id: existing.id, inserted: false };
  }

  /** The catch-up choice, and the start date a shift has already moved to when it is given. */
  async setCatchUp(userId: number, id: number, catchUp: PlanCatchUp, startDate: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(
      `UPDATE study_reading_plans SET catch_up = $3, start_date = $4, updated_at = now()
       WHERE user_id = $1 AND id = $2`,
      [userId, id, catchUp, startDate],
    );
    return affected > 0;
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(
      `DELETE FROM study_reading_plans WHERE user_id = $1 AND id = $2`,
      [userId, id],
    );
    return affected > 0;
  }

  /** Marks a day done (again is the same); nothing when the plan is not the user's. */
  async markDone(userId: number, id: number, day: number): Promise<void> {
    await this.db.query(
      `INSERT INTO study_reading_plan_days (user_id, plan_id, day)
       SELECT user_id, id, $3 FROM study_reading_plans WHERE user_id = $1 AND id = $2
       ON CONFLICT (plan_id, day) DO NOTHING`,
      [userId, id, day],
    );
  }

  async markUndone(userId: number, id: number, day: number): Promise<void> {
    await this.db.query(
      `DELETE FROM study_reading_plan_days WHERE user_id = $1 AND plan_id = $2 AND day = $3`,
      [userId, id, day],
    );
  }

  /**
   * Adds the plans the user has not started, with their days done, in two statements; a plan the user
   * already has is left as it is. Answers how many were new.
   */
  async insertMissing(tx: Runner, userId: number, plans: PlanExport[]): Promise<number> {
    if (plans.length === 0) return 0;
    const added: { id: number; plan: string }[] = await tx.query(
      `INSERT INTO study_reading_plans (user_id, plan, start_date, catch_up)
       SELECT $1, plan, start_date, catch_up
       FROM jsonb_to_recordset($2::jsonb) AS x(plan text, start_date date, catch_up text)
       ON CONFLICT (user_id, plan) DO NOTHING RETURNING id, plan`,
      [
        userId,
        JSON.stringify(plans.map((p) => ({ plan: p.plan, start_date: p.startDate, catch_up: p.catchUp }))),
      ],
    );
    const days = added.flatMap(({ id, plan }) =>
      (plans.find((p) => p.plan === plan)?.daysDone ?? []).map((day) => ({ plan_id: id, day })),
    );
    if (days.length)
      await tx.query(
        `INSERT INTO study_reading_plan_days (user_id, plan_id, day)
         SELECT $1, plan_id, day FROM jsonb_to_recordset($2::jsonb) AS x(plan_id int, day int)
         ON CONFLICT (plan_id, day) DO NOTHING`,
        [userId, JSON.stringify(days)],
      );
    return added.length;
  }
}
