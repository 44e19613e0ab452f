import { MigrationInterface, QueryRunner } from 'typeorm';
import { SQL_IMPORT_ROLE, SQL_IMPORT_SCHEMA } from './1732000004000-upload-files';

/** The role every service and worker connects as (see applicationDatabaseUrl); migrations keep the owner. */
export const APPLICATION_ROLE = 'strongs_app';

/**
 * Least privilege for the running system: `strongs_app` may log in and read and write rows, nothing
 * more: no superuser, no CREATE on any schema (no DDL), no file access (not in pg_read_server_files,
 * pg_write_server_files or pg_execute_server_program), no role or database creation. It may SET ROLE to
 * the SQL import role (NOINHERIT: only through SET ROLE, which the SQL import does for its own schema).
 * Tables and sequences later migrations create get the same grants (default privileges of the migrator).
 */
export class ApplicationRole1732000015000 implements MigrationInterface {
  name = 'ApplicationRole1732000015000';

  async up(q: QueryRunner): Promise<void> {
    // Roles belong to the cluster: several databases (tests, templates) may race to create it.
    await q.query(`
      DO $$ BEGIN
        CREATE ROLE ${APPLICATION_ROLE} LOGIN NOINHERIT;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await q.query(
      `ALTER ROLE ${APPLICATION_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT`,
    );
    await q.query(`DO $$ BEGIN
        EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO ${APPLICATION_ROLE}', current_database());
      END $$`);
    await q.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
    await q.query(`GRANT USAGE ON SCHEMA public TO ${APPLICATION_ROLE}`);
    await q.query(
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APPLICATION_ROLE}`,
    );
    await q.query(`REVOKE INSERT, UPDATE, DELETE ON migrations FROM ${APPLICATION_ROLE}`);
    await q.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APPLICATION_ROLE}`);
    await q.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${APPLICATION_ROLE}`,
    );
    await q.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${APPLICATION_ROLE}`,
    );
    await q.query(`DO $$ BEGIN
        GRANT ${SQL_IMPORT_ROLE} TO ${APPLICATION_ROLE};
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await q.query(`GRANT USAGE ON SCHEMA ${SQL_IMPORT_SCHEMA} TO ${APPLICATION_ROLE}`);
    await q.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${SQL_IMPORT_SCHEMA} TO ${APPLICATION_ROLE}`);
    await q.query(
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${SQL_IMPORT_ROLE} IN SCHEMA ${SQL_IMPORT_SCHEMA} GRANT SELECT ON TABLES TO ${APPLICATION_ROLE}`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // The role stays (other databases of the cluster may use it); its rights in this database go.
    await q.query(
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${SQL_IMPORT_ROLE} IN SCHEMA ${SQL_IMPORT_SCHEMA} REVOKE SELECT ON TABLES FROM ${APPLICATION_ROLE}`,
    );
    await q.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE SELECT, INSERT, UPDATE, DELETE ON TABLES FROM ${APPLICATION_ROLE}`,
    );
    await q.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE USAGE, SELECT ON SEQUENCES FROM ${APPLICATION_ROLE}`,
    );
    await q.query(`REVOKE ALL ON ALL TABLES IN SCHEMA ${SQL_IMPORT_SCHEMA} FROM ${APPLICATION_ROLE}`);
    await q.query(`REVOKE ALL ON SCHEMA ${SQL_IMPORT_SCHEMA} FROM ${APPLICATION_ROLE}`);
    await q.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${APPLICATION_ROLE}`);
    await q.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${APPLICATION_ROLE}`);
    await q.query(`REVOKE ALL ON SCHEMA public FROM ${APPLICATION_ROLE}`);
    await q.query(`DO $$ BEGIN
        EXECUTE format('REVOKE ALL ON DATABASE %I FROM ${APPLICATION_ROLE}', current_database());
      END $$`);
  }
}
