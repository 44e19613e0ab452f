import { readFile, stat } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import type { ImportSqlFileJob } from '@strongs/queue';
import { InputError, readSqlDump } from '@strongs/scripture';
import { SqlFiles } from '../files/sql-files';
import type { UploadDir } from '../files/upload-dir';
import { SqlImportRepository } from './sql-import.repository';
import { SQL_IMPORT_SCHEMA } from './sql-import-schema';

/** Parsed in memory (every token of the file at once): Bible dumps are 5-15 MB, so this leaves room. */
export const MAX_SQL_BYTES = 64 * 1024 * 1024;

/** The worker's answer to the request waiting for it: a refusal is an answer (a 400), not a failed job. */
export type SqlImportOutcome = { ok: true; count: number; message: string } | { ok: false; message: string };

export interface SqlFileJobHandle {
  data: ImportSqlFileJob;
  updateProgress(percent: number): Promise<void>;
}

/** Runs in the import worker: parses a listed .sql file (never runs it) and re-emits its one table into the import schema. */
export class SqlFileImporter {
  private readonly files: SqlFiles;
  private readonly repository: SqlImportRepository;

  constructor(dataSource: DataSource, uploadDir: UploadDir) {
    this.files = new SqlFiles(uploadDir);
    this.repository = new SqlImportRepository(dataSource);
  }

  async run(job: SqlFileJobHandle): Promise<SqlImportOutcome> {
    const { filename, tableName } = job.data;
    const path = await this.files.pathOf(filename);
    if (!path) return { ok: false, message: `No such SQL file: ${filename.slice(0, 80)}` };
    if ((await stat(path)).size > MAX_SQL_BYTES)
      return { ok: false, message: 'SQL files larger than 64 MB cannot be imported' };
    await job.updateProgress(10);
    try {
      const dump = readSqlDump(await readFile(path, 'utf8'));
      await job.updateProgress(50);
      const count = await this.repository.replaceTable(tableName, dump.columns, dump.rows);
      await job.updateProgress(100);
      return {
        ok: true,
        count,
        message: `Imported ${count.toLocaleString('en-US')} rows into ${SQL_IMPORT_SCHEMA}.${tableName}`,
      };
    } catch (error) {
      if (error instanceof InputError) return { ok: false, message: error.message };
      throw error;
    }
  }
}
