import { databaseClientPerFile } from '@strongs/testing';
import { createDataSource } from './data-source';

describe('the application role the services connect as', () => {
  const database = databaseClientPerFile('empty', 'app');
  const app = { query: (sql: string) => database.client.query(sql) };

  const refused = (sql: string) =>
    expect(app.query(sql)).rejects.toThrow(/permission denied|must be superuser|must be owner|privileges/i);

  it('is not a superuser and may create neither roles nor databases', async () => {
    const { rows } = await app.query(
      `SELECT current_user AS role, rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls
       FROM pg_roles WHERE rolname = current_user`,
    );
    expect(rows).toEqual([
      {
        role: 'strongs_app',
        rolsuper: false,
        rolcreatedb: false,
        rolcreaterole: false,
        rolreplication: false,
        rolbypassrls: false,
      },
    ]);
  });

  it('reads and writes rows of the application tables', async () => {
    await app.query(
      `INSERT INTO system_settings (key, value, category, label) VALUES ('abuse_test', 'x', 'test', 'Test')`,
    );
    await app.query(`UPDATE system_settings SET value = 'y' WHERE key = 'abuse_test'`);
    expect((await app.query(`SELECT value FROM system_settings WHERE key = 'abuse_test'`)).rows).toEqual([
      { value: 'y' },
    ]);
    await app.query(`DELETE FROM system_settings WHERE key = 'abuse_test'`);
  });

  it('may change no schema: no CREATE, ALTER or DROP of tables, no new schema', async () => {
    await refused('CREATE TABLE public.intruder (id int)');
    await refused('ALTER TABLE users ADD COLUMN intruder int');
    await refused('DROP TABLE verses');
    await refused('CREATE SCHEMA intruder');
    await refused('TRUNCATE users');
  });

  it('may read no file of the server and write none', async () => {
    await refused(`SELECT pg_read_file('/etc/passwd')`);
    await refused(`COPY users TO '/tmp/strongs-users.csv'`);
    await refused(`COPY users FROM PROGRAM 'id'`);
  });

  it('reads the list of applied migrations but cannot change it', async () => {
    expect((await app.query('SELECT count(*)::int AS n FROM migrations')).rows[0].n).toBeGreaterThan(0);
    await refused(`DELETE FROM migrations`);
  });

  it('writes SQL imports only as the SQL import role, in its own schema', async () => {
    await refused('CREATE TABLE bible_sql_imports.t (id int)');
    await app.query('BEGIN');
    try {
      await app.query('SET LOCAL ROLE strongs_sql_import');
      await app.query('CREATE TABLE bible_sql_imports.t (id int)');
      await expect(app.query('SELECT count(*) FROM users')).rejects.toThrow(/permission denied/);
    } finally {
      await app.query('ROLLBACK');
    }
  });

  it('gets a statement_timeout on every pooled connection', async () => {
    const dataSource = createDataSource({ url: database.db.appUrl, poolSize: 1, statementTimeoutMs: 1234 });
    await dataSource.initialize();
    try {
      expect(await dataSource.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '1234ms' }]);
      await expect(dataSource.query('SELECT pg_sleep(3)')).rejects.toMatchObject({
        driverError: { code: '57014' },
      });
    } finally {
      await dataSource.destroy();
    }
  });
});
