import { Injectable } from '@nestjs/common';
import type {
  BotErrorReport,
  BotInstruction,
  BotLog,
  BotLogStatus,
  BotRepair,
  ErrorReportStatus,
  RepairStatus,
} from '@strongs/contracts';
import { DataSource } from 'typeorm';
import type { ErrorFinding, RepairAction, RepairFinding } from './bot.types';

const iso = (d: Date) => d.toISOString();

/* eslint-disable @typescript-eslint/no-explicit-any -- rows straight from pg, mapped field by field */
const toInstruction = (r: any): BotInstruction => ({
  id: r.id,
  directive: r.directive,
  priority: r.priority,
  isActive: r.is_active,
  createdAt: iso(r.created_at),
});
const toLog = (r: any): BotLog => ({
  id: Number(r.id),
  action: r.action,
  details: r.details,
  status: r.status,
  createdAt: iso(r.created_at),
});
const toRepair = (r: any): BotRepair & { action: RepairAction | null; fingerprint: string } => ({
  id: r.id,
  elementType: r.element_type,
  location: r.location,
  issue: r.issue,
  remedy: r.remedy,
  status: r.status,
  executable: r.action !== null,
  action: r.action,
  fingerprint: r.fingerprint,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const toError = (r: any): BotErrorReport => ({
  id: r.id,
  errorType: r.error_type,
  url: r.url,
  message: r.message,
  resolution: r.resolution,
  status: r.status,
  createdAt: iso(r.created_at),
});
/* eslint-enable @typescript-eslint/no-explicit-any */

export type StoredRepair = ReturnType<typeof toRepair>;

/** The bot's tables. Open repairs and reports are unique per fingerprint (partial unique indexes). */
@Injectable()
export class BotRepository {
  constructor(private readonly db: DataSource) {}

  async instructions(activeOnly = false): Promise<BotInstruction[]> {
    const rows = await this.db.query(
      `SELECT * FROM bot_directives ${activeOnly ? 'WHERE is_active' : ''} ORDER BY priority DESC, id`,
    );
    return rows.map(toInstruction);
  }

  async addInstruction(directive: string, priority: number): Promise<BotInstruction> {
    const rows = await this.db.query(
      'INSERT INTO bot_directives (directive, priority) VALUES ($1, $2) RETURNING *',
      [directive, priority],
    );
    return toInstruction(rows[0]);
  }

  async setInstructionActive(id: number, isActive: boolean): Promise<BotInstruction | null> {
    const [rows] = await this.db.query('UPDATE bot_directives SET is_active = $2 WHERE id = $1 RETURNING *', [
      id,
      isActive,
    ]);
    return rows[0] ? toInstruction(rows[0]) : null;
  }

  async log(action: string, details: string, status: BotLogStatus): Promise<void> {
    await this.db.query('INSERT INTO bot_logs (action, details, status) VALUES ($1, $2, $3)', [
      action,
      details,
      status,
    ]);
  }

  async logs(limit = 200): Promise<BotLog[]> {
    return (
      await this.db.query('SELECT * FROM bot_logs ORDER BY created_at DESC, id DESC LIMIT $1', [limit])
    ).map(toLog);
  }

  /** Null when a repair with this fingerprint is already open. */
  async fileRepair(f: RepairFinding): Promise<StoredRepair | null> {
    const rows = await this.db.query(
      // A repair whose Fix failed is not filed again for the same finding: its outcome is on the list.
      `INSERT INTO bot_repairs (element_type, location, issue, remedy, fingerprint, action)
       SELECT $1::text, $2::text, $3::text, $4::text, $5::text, $6::jsonb
       WHERE NOT EXISTS (SELECT 1 FROM bot_repairs WHERE fingerprint = $5::text AND status = 'failed')
       ON CONFLICT (fingerprint) WHERE status IN ('pending', 'in_progress') DO NOTHING RETURNING *`,
      [
        f.elementType,
        f.location,
        f.issue,
        f.remedy,
        f.fingerprint,
        f.action ? JSON.stringify(f.action) : null,
      ],
    );
    return rows[0] ? toRepair(rows[0]) : null;
  }

  async repairs(status?: RepairStatus): Promise<StoredRepair[]> {
    const rows = status
      ? await this.db.query('SELECT * FROM bot_repairs WHERE status = $1 ORDER BY id DESC', [status])
      : await this.db.query('SELECT * FROM bot_repairs ORDER BY id DESC');
    return rows.map(toRepair);
  }

  async repair(id: number): Promise<StoredRepair | null> {
    const rows = await this.db.query('SELECT * FROM bot_repairs WHERE id = $1', [id]);
    return rows[0] ? toRepair(rows[0]) : null;
  }

  async updateRepair(
    id: number,
    status: RepairStatus,
    remedy?: string,
    action?: RepairAction,
  ): Promise<StoredRepair | null> {
    const [rows] = await this.db.query(
      'UPDATE bot_repairs SET status = $2, remedy = COALESCE($3, remedy), action = COALESCE($4::jsonb, action), updated_at = now() WHERE id = $1 RETURNING *',
      [id, status, remedy ?? null, action ? JSON.stringify(action) : null],
    );
    return rows[0] ? toRepair(rows[0]) : null;
  }

  /** Null when a report with this fingerprint is open, or resolved while its check has found it ever since. */
  async fileError(f: ErrorFinding): Promise<BotErrorReport | null> {
    const rows = await this.db.query(
      `INSERT INTO bot_errors (error_type, url, message, fingerprint, check_name)
       SELECT $1::text, $2::text, $3::text, $4::text, $5::text
       WHERE NOT EXISTS (SELECT 1 FROM bot_errors WHERE fingerprint = $4::text AND status = 'resolved' AND gone_at IS NULL)
       ON CONFLICT (fingerprint) WHERE status IN ('pending', 'in_progress') DO NOTHING RETURNING *`,
      [f.errorType, f.url, f.message, f.fingerprint, f.check],
    );
    return rows[0] ? toError(rows[0]) : null;
  }

  /** Resolved reports of checks that ran without finding them again: the next finding is a recurrence. */
  async markResolvedGone(checks: readonly string[], found: readonly string[]): Promise<void> {
    await this.db.query(
      `UPDATE bot_errors SET gone_at = now()
       WHERE status = 'resolved' AND gone_at IS NULL AND check_name = ANY($1::text[]) AND NOT (fingerprint = ANY($2::text[]))`,
      [checks, found],
    );
  }

  async errors(): Promise<BotErrorReport[]> {
    return (await this.db.query('SELECT * FROM bot_errors ORDER BY id DESC')).map(toError);
  }

  async updateError(
    id: number,
    status: ErrorReportStatus,
    resolution: string,
  ): Promise<BotErrorReport | null> {
    const [rows] = await this.db.query(
      'UPDATE bot_errors SET status = $2, resolution = $3, updated_at = now() WHERE id = $1 RETURNING *',
      [id, status, resolution],
    );
    return rows[0] ? toError(rows[0]) : null;
  }
}
