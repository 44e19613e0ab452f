import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BibleFileFormat } from '@strongs/contracts';

export interface UploadedFile {
  name: string;
  version: string;
  originalName: string;
  format: BibleFileFormat;
  size: number;
  checksum: string;
  uploadedAt: Date;
}

interface UploadedFileRow {
  name: string;
  version: string;
  original_name: string;
  format: BibleFileFormat;
  size: string;
  checksum: string;
  uploaded_at: Date;
}

const toFile = (r: UploadedFileRow): UploadedFile => ({
  name: r.name,
  version: r.version,
  originalName: r.original_name,
  format: r.format,
  size: Number(r.size),
  checksum: r.checksum,
  uploadedAt: r.uploaded_at,
});

/** The uploaded_files table: which stored file holds which version. */
@Injectable()
export class UploadedFilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async add(file: Omit<UploadedFile, 'uploadedAt'>): Promise<UploadedFile> {
    const rows: UploadedFileRow[] = await this.dataSource.query(
      `INSERT INTO uploaded_files (name, version, original_name, format, size, checksum)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [file.name, file.version, file.originalName, file.format, file.size, file.checksum],
    );
    return toFile(rows[0]);
  }

  async byName(name: string): Promise<UploadedFile | undefined> {
    const rows: UploadedFileRow[] = await this.dataSource.query(
      `SELECT * FROM uploaded_files WHERE name = $1`,
      [name],
    );
    return rows[0] ? toFile(rows[0]) : undefined;
  }

  async all(): Promise<UploadedFile[]> {
    const rows: UploadedFileRow[] = await this.dataSource.query(
      `SELECT * FROM uploaded_files ORDER BY uploaded_at DESC, name`,
    );
    return rows.map(toFile);
  }

  async page(offset: number, limit: number): Promise<{ items: UploadedFile[]; total: number }> {
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM uploaded_files`,
    );
    const rows: UploadedFileRow[] = await this.dataSource.query(
      `SELECT * FROM uploaded_files ORDER BY uploaded_at DESC, name LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { items: rows.map(toFile), total };
  }

  async remove(name: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM uploaded_files WHERE name = $1`, [name]);
  }
}
