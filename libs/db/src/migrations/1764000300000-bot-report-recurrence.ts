import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A resolved ADMIN BOT report stays the answer while its check still finds the same thing: `check_name`
 * says which check found it, `gone_at` when a sweep of that check first no longer did. Only after that is
 * the same fingerprint filed again (a recurrence, not the old condition still in view).
 */
export class BotReportRecurrence1764000300000 implements MigrationInterface {
  name = 'BotReportRecurrence1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bot_errors ADD COLUMN check_name text, ADD COLUMN gone_at timestamptz`);
    // Reports filed before: their check, from the fingerprint each check writes.
    await q.query(`
      UPDATE bot_errors SET check_name = CASE split_part(fingerprint, ':', 1)
        WHEN 'down' THEN split_part(fingerprint, ':', 2)
        WHEN 'gateway' THEN 'gateway-errors'
        WHEN 'web' THEN 'web-errors'
        WHEN 'failed-job' THEN 'jobs'
        WHEN 'stalled-job' THEN 'jobs'
        WHEN 'lexicon-missing' THEN 'lexicon'
      END`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bot_errors DROP COLUMN IF EXISTS gone_at, DROP COLUMN IF EXISTS check_name`);
  }
}
