import { readSqlDump } from './sql-dump-reader';
import { SqlDumpError } from './sql-dump-error';
import { fixture } from '../__fixtures__/load-fixture';

const MYSQL_DUMP = `-- MySQL dump 10.13
# a hash comment
CREATE TABLE IF NOT EXISTS \`bible_verses\` (
  \`id\` int(11) NOT NULL AUTO_INCREMENT,
  \`book\` varchar(32) NOT NULL DEFAULT '',
  \`chapter\` int(11) NOT NULL,
  \`verse\` int(11) NOT NULL,
  \`text\` text COLLATE utf8_unicode_ci,
  PRIMARY KEY (\`id\`),
  KEY \`by_ref\` (\`book\`,\`chapter\`,\`verse\`)
) ENGINE=InnoDB AUTO_INCREMENT=3 DEFAULT CHARSET=utf8;

INSERT INTO \`bible_verses\` VALUES (1,'Genesis',1,1,'In the beginning God created the heaven and the earth.'),
(2,'Genesis',1,2,'It\\'s a test; with a semicolon -- and ''quotes'' /* not a comment */');
INSERT INTO bible_verses (book, chapter, verse, text, id) VALUES ('John', 3, 16, NULL, -3);
`;

function refusal(sql: string): SqlDumpError {
  try {
    readSqlDump(sql);
  } catch (error) {
    if (error instanceof SqlDumpError) return error;
    throw error;
  }
  throw new Error(`accepted: ${sql}`);
}

describe('readSqlDump', () => {
  it('reads a MySQL dump with backticks, ENGINE=, escapes and semicolons inside strings', () => {
    const dump = readSqlDump(MYSQL_DUMP);
    expect(dump.table).toBe('bible_verses');
    expect(dump.columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'book', type: 'text' },
      { name: 'chapter', type: 'integer' },
      { name: 'verse', type: 'integer' },
      { name: 'text', type: 'text' },
    ]);
    expect(dump.rows).toEqual([
      [1, 'Genesis', 1, 1, 'In the beginning God created the heaven and the earth.'],
      [2, 'Genesis', 1, 2, "It's a test; with a semicolon -- and 'quotes' /* not a comment */"],
      [-3, 'John', 3, 16, null],
    ]);
  });

  it('accepts only the named table when one is given', () => {
    expect(() => readSqlDump(MYSQL_DUMP, { table: 'other' })).toThrow(/another table: bible_verses/);
  });

  const hostile: [string, string, RegExp][] = [
    ['a DROP', 'CREATE TABLE t (a int);\nDROP TABLE verses;', /Line 2: statement not allowed: DROP/],
    [
      'an UPDATE',
      "CREATE TABLE t (a int);\n\nUPDATE users SET role = 'admin';",
      /Line 3: statement not allowed: UPDATE/,
    ],
    ['a DELETE', 'DELETE FROM verses', /statement not allowed: DELETE/],
    [
      'another table',
      'CREATE TABLE t (a int);\nINSERT INTO users VALUES (1);',
      /Line 2: statement for another table: users/,
    ],
    [
      'a table in another schema',
      'INSERT INTO pg_catalog.pg_authid (a) VALUES (1);',
      /schema-qualified table names other than public/,
    ],
    [
      'a function in the values',
      'CREATE TABLE t (a text);\nINSERT INTO t VALUES (pg_sleep(10));',
      /only literal values/,
    ],
    [
      'a function as a default',
      "CREATE TABLE t (a text DEFAULT pg_read_file('/etc/passwd'));",
      /functions are not accepted/,
    ],
    ['COPY ... PROGRAM', "COPY t FROM PROGRAM 'rm -rf /';", /only COPY \.\.\. FROM stdin/],
    [
      'COPY ... TO PROGRAM',
      "CREATE TABLE t (a int);\nCOPY t TO PROGRAM 'curl x';",
      /Line 2: only COPY \.\.\. FROM stdin/,
    ],
    ['COPY from a server file', "COPY t FROM '/etc/passwd';", /only COPY \.\.\. FROM stdin/],
    ['COPY rows without their end line', 'COPY t (a) FROM stdin;\n1\n2\n', /without its end line/],
    [
      'a psql shell escape',
      'CREATE TABLE t (a int);\n\\! rm -rf /\n',
      /Line 2: psql commands are not accepted/,
    ],
    [
      'a DROP of another table in a mysqldump',
      'CREATE TABLE t (a int);\nDROP TABLE IF EXISTS users;',
      /another table: users/,
    ],
    [
      'a function created beside the table',
      'CREATE TABLE t (a int);\nCREATE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;',
      /statement not allowed: CREATE FUNCTION/,
    ],
    [
      'an index on an expression',
      'CREATE TABLE t (a text);\nCREATE INDEX i ON t (lower(a));',
      /statement not allowed: CREATE INDEX/,
    ],
    [
      'an ALTER that adds a column',
      'CREATE TABLE t (a text);\nALTER TABLE t ADD COLUMN b text;',
      /statement not allowed: ALTER/,
    ],
    ['a SET of an unknown setting', "SET session_replication_role = 'replica';", /setting not accepted/],
    [
      'a SELECT of anything else',
      "SELECT pg_catalog.pg_read_file('/etc/passwd');",
      /statement not allowed: SELECT/,
    ],
    [
      'a CREATE FUNCTION',
      'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;',
      /statement not allowed: CREATE FUNCTION/,
    ],
    ['a DO block', 'DO $$ BEGIN PERFORM pg_sleep(1); END $$;', /statement not allowed: DO/],
    [
      'a statement hidden after a string',
      "CREATE TABLE t (a text);\nINSERT INTO t VALUES ('x'); DROP TABLE verses; --');",
      /statement not allowed: DROP/,
    ],
    [
      'a MySQL executable comment',
      'CREATE TABLE t (a text);\n/*!50000 DROP TABLE verses */;',
      /Line 2: statement not allowed: DROP/,
    ],
    [
      'stacked statements on one line',
      'CREATE TABLE t (a int); INSERT INTO t VALUES (1); SELECT * FROM users;',
      /statement not allowed: SELECT/,
    ],
    [
      'INSERT ... SELECT',
      'CREATE TABLE t (a text);\nINSERT INTO t SELECT password_hash FROM users;',
      /only INSERT \.\.\. VALUES/,
    ],
    [
      'ON DUPLICATE KEY',
      'CREATE TABLE t (a int);\nINSERT INTO t VALUES (1) ON DUPLICATE KEY UPDATE a = 2;',
      /after the values/,
    ],
    ['a GRANT', 'GRANT ALL ON verses TO PUBLIC;', /statement not allowed: GRANT/],
    ['a SET ROLE', 'SET ROLE postgres;', /statement not allowed: SET/],
    ['a foreign key', 'CREATE TABLE t (a int REFERENCES users(id));', /other tables/],
    ['a quoted name with a quote in it', 'CREATE TABLE "t""; DROP TABLE x; --" (a int);', /not a plain name/],
    [
      'an unterminated string',
      "CREATE TABLE t (a text);\nINSERT INTO t VALUES ('x);\nDROP TABLE verses;",
      /unterminated/,
    ],
    ['an empty file', '-- nothing here\n', /no CREATE TABLE or INSERT/],
  ];
  it.each(hostile)('refuses %s and names the statement and line', (_name, sql, message) => {
    const error = refusal(sql);
    expect(error.message).toMatch(message);
    expect(error.line).toBeGreaterThan(0);
  });

  it('counts lines inside multi-line strings and comments', () => {
    const error = refusal(
      "CREATE TABLE t (a text);\n/* one\ntwo */ INSERT INTO t VALUES ('a\nb');\nTRUNCATE t;",
    );
    expect(error.line).toBe(5);
    expect(error.statement).toBe('TRUNCATE t');
  });
});

describe('readSqlDump on dumps as the tools write them (outputs of mariadb-dump 10.11 and pg_dump 15)', () => {
  const expected = [
    [1, 1, 1, 1, 'In the "beginning" it\'s \\ back'],
    [2, 1, 1, 2, 'line\nbreak'],
  ];

  it('reads a mysqldump: executable-comment settings, DROP/LOCK/UNLOCK, multi-row INSERT with backticks and escapes', () => {
    const dump = readSqlDump(fixture('mariadb-dump-verses.sql'));
    expect(dump.table).toBe('verses');
    expect(dump.columns).toEqual(
      ['id', 'book', 'chapter', 'verse', 'text'].map((name) => ({
        name,
        type: name === 'text' ? 'text' : 'integer',
      })),
    );
    expect(dump.rows).toEqual(expected);
  });

  it('reads a pg_dump: SET, set_config, \\restrict, public. names, sequence, COPY ... FROM stdin rows up to \\.', () => {
    const dump = readSqlDump(fixture('pg-dump-verses.sql'));
    expect(dump.table).toBe('verses');
    expect(dump.rows).toEqual([
      [1, 1, 1, 1, 'In the beginning\ttab \\ back \'q\' "dq"'],
      [2, 1, 1, 2, null],
    ]);
  });

  it('reads a pg_dump --inserts with standard strings: a backslash stays a backslash', () => {
    expect(readSqlDump(fixture('pg-dump-inserts-verses.sql')).rows).toEqual([
      [1, 1, 1, 1, 'In the beginning\ttab \\ back \'q\' "dq"'],
      [2, 1, 1, 2, null],
    ]);
  });

  it('accepts the GRANT and REVOKE lines pg_dump writes for the table, and no other', () => {
    const grants =
      '\nREVOKE ALL ON TABLE public.verses FROM PUBLIC;\nGRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.verses TO strongs_app;\nGRANT SELECT,USAGE ON SEQUENCE public.verses_id_seq TO strongs_app;\n';
    expect(readSqlDump(fixture('pg-dump-verses.sql') + grants).rows).toHaveLength(2);
    expect(() =>
      readSqlDump(`${fixture('pg-dump-verses.sql')}\nGRANT ALL ON TABLE public.users TO mallory;\n`),
    ).toThrow(/statement not allowed: GRANT/);
    expect(() => readSqlDump(`${fixture('pg-dump-verses.sql')}\nGRANT postgres TO mallory;\n`)).toThrow(
      /statement not allowed: GRANT/,
    );
  });

  it('still refuses a statement slipped into a real dump', () => {
    const dump = fixture('pg-dump-verses.sql').replace(
      'SET row_security = off;',
      "SET row_security = off;\nCOPY public.verses TO PROGRAM 'sh';",
    );
    expect(() => readSqlDump(dump)).toThrow(/only COPY \.\.\. FROM stdin/);
  });

  it('refuses a NUL character in a value (mysqldump writes it as \\0), naming the row, as Postgres text cannot hold it', () => {
    const dump =
      "CREATE TABLE `t` (`id` int, `text` text);\nINSERT INTO `t` VALUES (1,'fine'),(2,'a\\0b');\n";
    expect(() => readSqlDump(dump)).toThrow(SqlDumpError);
    expect(() => readSqlDump(dump)).toThrow(/row 2 holds a NUL character/);
    const copy =
      'CREATE TABLE public.t (id integer, text text);\nCOPY public.t (id, text) FROM stdin;\n1\tfine\n2\ta\u0000b\n\\.\n';
    expect(() => readSqlDump(copy)).toThrow(/row 2 holds a NUL character/);
  });
});
