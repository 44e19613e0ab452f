import { BadRequestException, Injectable } from '@nestjs/common';
import { readFile, stat } from 'node:fs/promises';
import { IMPORT_MESSAGES, SQL_TABLE_NAME_PATTERN, type ImportSqlResponse, type SqlFilesResponse } from '@strongs/contracts';
import { readSqlDump } from '@strongs/scripture';
import { asHttpError } from '../files/http-errors';
import { SqlFiles } from '../files/sql-files';
import { SqlImportRepository } from './sql-import.repository';
import { SQL_IMPORT_SCHEMA } from './sql-import-schema';

/** Parsed in memory (every token of the file at once): Bible dumps are 5-15 MB, so this leaves room. */
export const MAX_SQL_BYTES = 64 * 1024 * 1024;

/** Parses a listed .sql file (never runs it) and re-emits its one table into the import schema. */
@Injectable()
export class SqlImportService {
  constructor(
    private readonly sqlFiles: SqlFiles,
    private readonly repository: SqlImportRepository,
  ) {}

  async files(): Promise<SqlFilesResponse> {
    return { files: (await this.sqlFiles.list()).map((f) => f.name) };
  }

  async import(filename: string | undefined, tableName: string | undefined): Promise<ImportSqlResponse> {
    const table = tableName?.trim() ?? '';
    if (!filename || !table) throw new BadRequestException(IMPORT_MESSAGES.sqlImportRequired);
    if (!SQL_TABLE_NAME_PATTERN.test(table)) {
      throw new BadRequestException('Table name must start with a letter or _ and hold only a-z, 0-9 and _ (at most 63 characters)');
    }
    const path = await this.sqlFiles.pathOf(filename);
    if (!path) throw new BadRequestException(`No such SQL file: ${filename.slice(0, 80)}`);
    if ((await stat(path)).size > MAX_SQL_BYTES) throw new BadRequestException('SQL files larger than 64 MB cannot be imported');
    try {
      const dump = readSqlDump(await readFile(path, 'utf8'));
      const count = await this.repository.replaceTable(table, dump.columns, dump.rows);
      return { success: true, count, message: `Imported ${count.toLocaleString('en-US')} rows into ${SQL_IMPORT_SCHEMA}.${table}` };
    } catch (error) {
      throw asHttpError(error);
    }
  }
}
