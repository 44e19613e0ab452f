import { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded files may also be TSV/CSV exports (`delimited`, .tsv/.csv) and SWORD mod2imp files (`imp`, .imp). */
export class UploadFormats1732000013000 implements MigrationInterface {
  name = 'UploadFormats1732000013000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE uploaded_files DROP CONSTRAINT IF EXISTS uploaded_files_format_check`);
    await q.query(
      `ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_format_check CHECK (format IN ('sql', 'text', 'delimited', 'osis', 'usfm', 'imp'))`,
    );
    await q.query(`ALTER TABLE uploaded_files DROP CONSTRAINT IF EXISTS uploaded_files_name_check`);
    await q.query(
      `ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_name_check CHECK (name ~ '^[a-z0-9_]{1,100}\\.(sql|txt|tsv|csv|xml|usfm|sfm|imp)$')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM uploaded_files WHERE format IN ('delimited', 'imp')`);
    await q.query(`ALTER TABLE uploaded_files DROP CONSTRAINT IF EXISTS uploaded_files_name_check`);
    await q.query(
      `ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_name_check CHECK (name ~ '^[a-z0-9_]{1,100}\\.(sql|txt|xml|usfm|sfm)$')`,
    );
    await q.query(`ALTER TABLE uploaded_files DROP CONSTRAINT IF EXISTS uploaded_files_format_check`);
    await q.query(
      `ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_format_check CHECK (format IN ('sql', 'text', 'osis', 'usfm'))`,
    );
  }
}
