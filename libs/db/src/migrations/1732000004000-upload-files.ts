import { MigrationInterface, QueryRunner } from 'typeorm';

/** The role SQL imports run as (SET LOCAL ROLE): it owns bible_sql_imports and may touch nothing else. */
export const SQL_IMPORT_ROLE = 'strongs_sql_import';
export const SQL_IMPORT_SCHEMA = 'bible_sql_imports';

/**
 * Tables owned by services/importer: the files administrators uploaded (their names are generated,
 * the version and checksum recorded), and the schema that SQL imports write into.
 */
export class UploadFiles1732000004000 implements MigrationInterface {
  name = 'UploadFiles1732000004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE uploaded_files (
        name text PRIMARY KEY CHECK (name ~ '^[a-z0-9_]{1,100}\\.(sql|txt|xml|usfm|sfm)$'),
        version text NOT NULL,
        original_name text NOT NULL,
        format text NOT NULL CHECK (format IN ('sql', 'text', 'osis', 'usfm')),
        size bigint NOT NULL,
        checksum text NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Roles belong to the cluster: several databases (tests, templates) may race to create it.
    await q.query(`
      DO $$ BEGIN
        CREATE ROLE ${SQL_IMPORT_ROLE} NOLOGIN NOINHERIT;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await q.query(`CREATE SCHEMA IF NOT EXISTS ${SQL_IMPORT_SCHEMA} AUTHORIZATION ${SQL_IMPORT_ROLE}`);
    await q.query(`REVOKE ALL ON SCHEMA public FROM ${SQL_IMPORT_ROLE}`);
    await q.query(`DO $$ BEGIN
        EXECUTE format('GRANT ${SQL_IMPORT_ROLE} TO %I', current_user);
      EXCEPTION WHEN others THEN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA IF EXISTS ${SQL_IMPORT_SCHEMA} CASCADE`);
    await q.query(`DROP TABLE IF EXISTS uploaded_files`);
  }
}
