import { BadRequestException, Injectable } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import {
  IMPORT_MESSAGES,
  SQL_TABLE_NAME_PATTERN,
  type ImportSqlResponse,
  type SqlFilesResponse,
} from '@strongs/contracts';
import { SqlFiles } from '../files/sql-files';
import { ImportJobWaiter } from '../queue/import-job-waiter';
import { MAX_SQL_BYTES, type SqlImportOutcome } from './sql-file-importer';

/** A 64 MB dump parses and loads in well under a minute on the worker; past this the request gives up waiting. */
const SQL_IMPORT_WAIT_MS = 120_000;

/** Checks the request, then has the import worker parse and load the file (`SqlFileImporter`) and answers with its outcome. */
@Injectable()
export class SqlImportService {
  constructor(
    private readonly sqlFiles: SqlFiles,
    private readonly jobs: ImportJobWaiter,
  ) {}

  async files(): Promise<SqlFilesResponse> {
    return { files: (await this.sqlFiles.list()).map((f) => f.name) };
  }

  async import(filename: string | undefined, tableName: string | undefined): Promise<ImportSqlResponse> {
    const table = tableName?.trim() ?? '';
    if (!filename || !table) throw new BadRequestException(IMPORT_MESSAGES.sqlImportRequired);
    if (!SQL_TABLE_NAME_PATTERN.test(table)) {
      throw new BadRequestException(
        'Table name must start with a letter or _ and hold only a-z, 0-9 and _ (at most 63 characters)',
      );
    }
    const path = await this.sqlFiles.pathOf(filename);
    if (!path) throw new BadRequestException(`No such SQL file: ${filename.slice(0, 80)}`);
    if ((await stat(path)).size > MAX_SQL_BYTES)
      throw new BadRequestException('SQL files larger than 64 MB cannot be imported');
    const outcome = await this.jobs.run<SqlImportOutcome>(
      'import-sql-file',
      { filename, tableName: table },
      { timeoutMs: SQL_IMPORT_WAIT_MS, what: 'load the SQL file', jobId: `sql-${table}` },
    );
    if (!outcome.ok) throw new BadRequestException(outcome.message);
    return { success: true, count: outcome.count, message: outcome.message };
  }
}
