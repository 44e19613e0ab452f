import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import { QUEUES } from '@strongs/queue';
import { defaultSqlTableName } from '@strongs/contracts';
import { SITE_ORIGIN, startImporterTestApp, type ImporterTestApp } from '../testing/importer-test-app';

const MYSQL_DUMP = `-- MySQL dump 10.13  Distrib 5.7.33
DROP_IS_NOT_HERE_JUST_A_COMMENT: -- DROP TABLE verses;
CREATE TABLE \`kjv_dump\` (
  \`id\` int(11) NOT NULL AUTO_INCREMENT,
  \`book\` int(11) NOT NULL,
  \`chapter\` int(11) NOT NULL,
  \`verse\` int(11) NOT NULL,
  \`text\` text NOT NULL,
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
INSERT INTO \`kjv_dump\` VALUES (1,1,1,1,'In the beginning God created the heaven and the earth.'),(2,1,1,2,'And the earth was without form, and void; and darkness was upon the face of the deep.');
INSERT INTO \`kjv_dump\` VALUES (3,43,3,16,'For God so loved the world, that he gave his only begotten Son\\'s life; \\"whosoever\\" believeth');
`.replace('DROP_IS_NOT_HERE_JUST_A_COMMENT: ', '');

/** Each is refused whole; the first statements of several are valid, to prove nothing runs before the check. */
const HOSTILE: Record<string, string> = {
  drop: 'CREATE TABLE t (a int);\nINSERT INTO t VALUES (1);\nDROP TABLE verses;',
  update: "CREATE TABLE t (a int);\nUPDATE users SET role = 'admin';",
  other_table: "CREATE TABLE t (a int);\nINSERT INTO users (username) VALUES ('mallory');",
  function_call: "CREATE TABLE t (a text);\nINSERT INTO t VALUES (pg_read_file('/etc/passwd'));",
  copy_program: "CREATE TABLE t (a text);\nCOPY t FROM PROGRAM 'touch /tmp/pwned';",
  hidden_in_string: "CREATE TABLE t (a text);\nINSERT INTO t VALUES ('a'); DROP TABLE verses; --');",
  hidden_in_comment: 'CREATE TABLE t (a text);\n/*!50000 DROP TABLE verses */;',
  stacked: 'CREATE TABLE t (a int); INSERT INTO t VALUES (1); DELETE FROM verses; SELECT 1;',
  create_function: "CREATE TABLE t (a int);\nCREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'SELECT 1';",
  set_role: 'SET ROLE postgres;\nCREATE TABLE t (a int);',
  insert_select: 'CREATE TABLE t (a text);\nINSERT INTO t SELECT password_hash FROM users;',
  schema_qualified: 'CREATE TABLE pg_catalog.t (a int);',
  do_block: 'CREATE TABLE t (a int);\nDO $$ BEGIN DELETE FROM verses; END $$;',
  alter: 'CREATE TABLE t (a int);\nALTER TABLE verses RENAME TO gone;',
};

describe('SQL import: parsed, never run, written by a role that owns only bible_sql_imports', () => {
  let t: ImporterTestApp;
  let admin: string;
  const post = (body: object) =>
    request(t.app.getHttpServer())
      .post('/api/import-sql')
      .set('Cookie', admin)
      .set('Origin', SITE_ORIGIN)
      .send(body);
  const place = (name: string, content: string) => writeFileSync(join(t.uploadDir, 'uploads', name), content);
  const snapshot = async () =>
    (
      await t.sql<{ n: string }>(
        `SELECT (SELECT count(*) FROM verses) || '/' || (SELECT count(*) FROM users) || '/' ||
           (SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')) AS n`,
      )
    )[0].n;

  beforeAll(async () => {
    t = await startImporterTestApp();
    admin = await t.sessionCookie('admin');
    // The file is parsed and loaded by the import worker; the request waits for its answer.
    t.startWorker();
  });
  afterAll(async () => t?.close());

  it('imports a MySQL-dialect dump into the named table', async () => {
    place('kjv_dump.sql', MYSQL_DUMP);
    const files = await request(t.app.getHttpServer()).get('/api/sql-files').set('Cookie', admin).expect(200);
    expect(files.body).toEqual({ files: ['kjv_dump.sql'] });
    const tableName = defaultSqlTableName('kjv_dump.sql');
    expect(tableName).toBe('bible_verses_kjv_dump');
    const res = await post({ filename: 'kjv_dump.sql', tableName }).expect(200);
    expect(res.body).toEqual({
      success: true,
      count: 3,
      message: 'Imported 3 rows into bible_sql_imports.bible_verses_kjv_dump',
    });
    const rows = await t.sql(
      `SELECT id, book, chapter, verse, text FROM bible_sql_imports.bible_verses_kjv_dump ORDER BY id`,
    );
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual({
      id: '3',
      book: '43',
      chapter: '3',
      verse: '16',
      text: 'For God so loved the world, that he gave his only begotten Son\'s life; "whosoever" believeth',
    });
    // The dump was parsed by the import worker, not in the request: its job holds the answer.
    const queue = new Queue(QUEUES.imports, {
      connection: new IORedis(t.config.REDIS_URL, { maxRetriesPerRequest: null }),
      prefix: t.config.QUEUE_PREFIX,
    });
    const jobs = await queue.getJobs(['completed']);
    expect(
      jobs
        .filter((job) => job.name === 'import-sql-file')
        .map((job) => [job.data.filename, job.returnvalue.count]),
    ).toEqual([['kjv_dump.sql', 3]]);
    await queue.close();
    // Again: the table is replaced, not appended to.
    await post({ filename: 'kjv_dump.sql', tableName }).expect(200);
    expect(await t.sql(`SELECT count(*)::int AS n FROM bible_sql_imports.bible_verses_kjv_dump`)).toEqual([
      { n: 3 },
    ]);
  });

  it('writes as a role without rights outside its schema', async () => {
    const [rights] = await t.sql(
      `SELECT has_table_privilege('strongs_sql_import', 'verses', 'SELECT') AS verses,
              has_table_privilege('strongs_sql_import', 'users', 'SELECT') AS users,
              has_schema_privilege('strongs_sql_import', 'public', 'CREATE') AS public_create,
              has_schema_privilege('strongs_sql_import', 'bible_sql_imports', 'CREATE') AS own,
              (SELECT tableowner FROM pg_tables WHERE schemaname = 'bible_sql_imports' LIMIT 1) AS owner`,
    );
    expect(rights).toEqual({
      verses: false,
      users: false,
      public_create: false,
      own: true,
      owner: 'strongs_sql_import',
    });
  });

  it.each(Object.keys(HOSTILE))(
    'refuses the hostile file "%s" whole, naming the line, with nothing executed',
    async (name) => {
      place(`${name}.sql`, HOSTILE[name]);
      const before = await snapshot();
      const res = await post({ filename: `${name}.sql`, tableName: 'bible_verses_hostile' }).expect(400);
      expect(res.body.message).toMatch(/^Line \d+: /);
      expect(await snapshot()).toBe(before);
      expect(
        await t.sql(
          `SELECT to_regclass('bible_sql_imports.bible_verses_hostile') AS t, to_regclass('public.t') AS p`,
        ),
      ).toEqual([{ t: null, p: null }]);
    },
  );

  it('validates the file and the table name', async () => {
    const message = (await post({ tableName: 'x' }).expect(400)).body.message;
    expect(message).toBe('Please select a SQL file and specify a table name');
    await post({ filename: 'kjv_dump.sql', tableName: '' }).expect(400);
    for (const tableName of ['x; DROP TABLE verses', 'Bad-Name', '"quoted"', 'a'.repeat(64), '1abc']) {
      expect((await post({ filename: 'kjv_dump.sql', tableName }).expect(400)).body.message).toMatch(
        /^Table name must/,
      );
    }
    for (const filename of ['../kjv_dump.sql', '/etc/passwd', 'missing.sql']) {
      expect((await post({ filename, tableName: 'x' }).expect(400)).body.message).toMatch(
        /^No such SQL file/,
      );
    }
  });
});
