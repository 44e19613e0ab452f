import type { DataSource } from 'typeorm';
import type { ImportStatus } from '@strongs/db';

export interface ImportRecord {
  jobId: string;
  kind: string;
  versionCode: string | null;
  source: string;
  checksum: string | null;
  status: ImportStatus;
  progress: number;
  versesImported: number;
  totalVerses: number | null;
  message: string | null;
  finishedAt: Date | null;
}

/** The imports table: one row per job, updated live (outside the data transaction) so progress shows. */
export class ImportRecordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async start(
    record: Pick<ImportRecord, 'jobId' | 'kind' | 'versionCode' | 'source' | 'checksum' | 'totalVerses'>,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO imports (job_id, kind, version_code, source, checksum, status, total_verses, started_at)
       VALUES ($1, $2, $3, $4, $5, 'active', $6, now())
       ON CONFLICT (job_id) DO UPDATE SET status = 'active', progress = 0, verses_imported = 0, message = NULL,
         total_verses = EXCLUDED.total_verses, started_at = now(), finished_at = NULL`,
      [record.jobId, record.kind, record.versionCode, record.source, record.checksum, record.totalVerses],
    );
  }

  /** A job that found its work already done; an existing row for the same job keeps its history. */
  async recordSkipped(
    record: Pick<ImportRecord, 'jobId' | 'kind' | 'versionCode' | 'source' | 'checksum'>,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO imports (job_id, kind, version_code, source, checksum, status, progress, message, started_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, 'skipped', 100, 'Already installed from the same files', now(), now())
       ON CONFLICT (job_id) DO NOTHING`,
      [record.jobId, record.kind, record.versionCode, record.source, record.checksum],
    );
  }

  async progress(jobId: string, progress: number, versesImported: number): Promise<void> {
    await this.dataSource.query(`UPDATE imports SET progress = $2, verses_imported = $3 WHERE job_id = $1`, [
      jobId,
      Math.max(0, Math.min(100, Math.round(progress))),
      versesImported,
    ]);
  }

  /**
   * `errorKind` says whose a failure is: 'input' (the uploaded file, told to the uploader) or 'system' (the bot's
   * repair list); `summary` is the dry-run summary the import was checked against.
   */
  async finish(
    jobId: string,
    status: Extract<ImportStatus, 'completed' | 'failed' | 'skipped'>,
    message: string | null,
    versesImported?: number,
    extra: { errorKind?: 'input' | 'system'; summary?: unknown } = {},
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE imports SET status = $2, message = $3, finished_at = now(),
         progress = CASE WHEN $2 = 'failed' THEN progress ELSE 100 END,
         verses_imported = coalesce($4, verses_imported),
         error_kind = $5, summary = coalesce($6::jsonb, summary)
       WHERE job_id = $1`,
      [
        jobId,
        status,
        message,
        versesImported ?? null,
        status === 'failed' ? (extra.errorKind ?? 'system') : null,
        extra.summary === undefined ? null : JSON.stringify(extra.summary),
      ],
    );
  }

  /** The checksum of the last completed import of a text, to skip work that is already done. */
  async lastCompletedChecksum(kind: string, source: string): Promise<string | null> {
    const rows: { checksum: string | null }[] = await this.dataSource.query(
      `SELECT checksum FROM imports WHERE kind = $1 AND source = $2 AND status = 'completed'
       ORDER BY finished_at DESC LIMIT 1`,
      [kind, source],
    );
    return rows[0]?.checksum ?? null;
  }

  async byJobIds(jobIds: readonly string[]): Promise<ImportRecord[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT job_id, kind, version_code, source, checksum, status, progress, verses_imported, total_verses, message,
              finished_at
       FROM imports WHERE job_id = ANY($1::text[])`,
      [jobIds],
    );
    return rows.map((r) => ({
      jobId: r.job_id as string,
      kind: r.kind as string,
      versionCode: r.version_code as string | null,
      source: r.source as string,
      checksum: r.checksum as string | null,
      status: r.status as ImportStatus,
      progress: r.progress as number,
      versesImported: r.verses_imported as number,
      totalVerses: r.total_verses as number | null,
      message: r.message as string | null,
      finishedAt: (r.finished_at as Date | null) ?? null,
    }));
  }
}
