import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reading plans a reader has started (issue #30), owned by services/auth. A plan's days are not stored:
 * libs/scripture generates them from the plan's name. One row per plan and user (starting a plan twice is
 * one plan), and one row per day marked done. A day row names its user too, and its foreign key to the
 * plan goes through (user_id, id), so a day can only belong to a plan of the same user; both go with the
 * account (ON DELETE CASCADE).
 */
export class ReadingPlans1766000700000 implements MigrationInterface {
  name = 'ReadingPlans1766000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE study_reading_plans (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        plan text NOT NULL CHECK (plan ~ '^[a-z0-9-]{1,40}$'),
        start_date date NOT NULL,
        catch_up text CHECK (catch_up IN ('shift', 'double')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, plan),
        UNIQUE (user_id, id)
      )`);
    await q.query(`
      CREATE TABLE study_reading_plan_days (
        user_id integer NOT NULL,
        plan_id integer NOT NULL,
        day smallint NOT NULL CHECK (day BETWEEN 1 AND 366),
        done_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (plan_id, day),
        FOREIGN KEY (user_id, plan_id) REFERENCES study_reading_plans (user_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX study_reading_plan_days_user ON study_reading_plan_days (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS study_reading_plan_days, study_reading_plans`);
  }
}
