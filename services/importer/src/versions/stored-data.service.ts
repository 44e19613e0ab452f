import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { DataSource } from 'typeorm';
import type { AvailableImportFile, Paginated, SqlImportTable } from '@strongs/contracts';
import { NotFoundError } from '@strongs/scripture';
import { UploadDir } from '../files/upload-dir';
import { IMPORT_QUEUE } from '../queue/import-queue.module';
import { SQL_IMPORT_ROLE, SQL_IMPORT_SCHEMA } from '../sql-import/sql-import-schema';
import { availableFile } from '../uploads/bible-upload.service';
import { UploadedFilesRepository } from '../uploads/uploaded-files.repository';
import type { ImportQueue } from '../worker/import-queue';

/** What imports leave behind: uploaded files and SQL-import tables, listed by page and deleted one at a time. */
@Injectable()
export class StoredDataService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: UploadedFilesRepository,
    private readonly uploadDir: UploadDir,
    @Inject(IMPORT_QUEUE) private readonly queue: ImportQueue,
  ) {}

  async uploadedFiles(page: number, pageSize: number): Promise<Paginated<AvailableImportFile>> {
    const { items, total } = await this.files.page((page - 1) * pageSize, pageSize);
    return { items: items.map(availableFile), total, page, pageSize };
  }

  async deleteUploadedFile(name: string): Promise<{ success: true; message: string }> {
    const file = await this.files.byName(name);
    if (!file) throw new NotFoundError(`No uploaded file named ${name}`);
    for (const job of await this.queue.getJobs(['active', 'waiting', 'delayed', 'prioritized'])) {
      if ((job?.data as { fileName?: string } | undefined)?.fileName === name)
        throw new ConflictException(
          `${file.originalName} is being imported; delete it when the import has finished`,
        );
    }
    await this.files.remove(name);
    await rm(this.uploadDir.path('uploads', name), { force: true });
    return { success: true, message: `Deleted ${file.originalName}` };
  }

  async sqlTables(page: number, pageSize: number): Promise<Paginated<SqlImportTable>> {
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM pg_tables WHERE schemaname = $1`,
      [SQL_IMPORT_SCHEMA],
    );
    const rows: { name: string; size: string }[] = await this.dataSource.query(
      `SELECT tablename AS name, pg_total_relation_size(format('%I.%I', schemaname, tablename)::regclass) AS size
       FROM pg_tables WHERE schemaname = $1 ORDER BY tablename LIMIT $2 OFFSET $3`,
      [SQL_IMPORT_SCHEMA, pageSize, (page - 1) * pageSize],
    );
    const items: SqlImportTable[] = [];
    for (const row of rows) {
      // Names come from pg_tables and are quoted as identifiers; a page holds at most 100 tables of at most 64 MB.
      const [{ n }]: { n: number }[] = await this.dataSource.query(
        `SELECT count(*)::int AS n FROM ${SQL_IMPORT_SCHEMA}."${row.name.replace(/"/g, '""')}"`,
      );
      items.push({ name: row.name, rows: n, size: Number(row.size) });
    }
    return { items, total, page, pageSize };
  }

  async deleteSqlTable(name: string): Promise<{ success: true; message: string }> {
    const found: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2`,
      [SQL_IMPORT_SCHEMA, name],
    );
    if (!found.length) throw new NotFoundError(`No SQL import table named ${name}`);
    await this.dataSource.transaction(async (manager) => {
      // As the role that owns only the import schema: this statement cannot reach another table.
      await manager.query(`SET LOCAL ROLE ${SQL_IMPORT_ROLE}`);
      await manager.query(`DROP TABLE ${SQL_IMPORT_SCHEMA}."${name}"`);
    });
    return { success: true, message: `Deleted the table ${name}` };
  }
}
