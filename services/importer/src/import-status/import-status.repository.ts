import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CompletedImport } from '@strongs/contracts';
import { ImportRecordsRepository, type ImportRecord } from '../import/import-records.repository';

/** Reads the imports table for the status tab. */
@Injectable()
export class ImportStatusRepository {
  private readonly records: ImportRecordsRepository;

  constructor(private readonly dataSource: DataSource) {
    this.records = new ImportRecordsRepository(dataSource);
  }

  byJobIds(jobIds: readonly string[]): Promise<ImportRecord[]> {
    return this.records.byJobIds(jobIds);
  }

  /** Completed Bible imports (corpus texts and uploads), newest first. */
  async completed(limit = 50): Promise<CompletedImport[]> {
    const rows: {
      version_code: string;
      finished_at: Date;
      verses_imported: number;
      message: string | null;
    }[] = await this.dataSource.query(
      `SELECT version_code, finished_at, verses_imported, message FROM imports
       WHERE status = 'completed' AND version_code IS NOT NULL AND kind IN ('bible', 'derived')
       ORDER BY finished_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      version: r.version_code,
      completedAt: r.finished_at.toISOString(),
      versesImported: r.verses_imported,
      message: r.message,
    }));
  }
}
