import fc from 'fast-check';
import { corpusHead, mutatedText } from '../__fixtures__/corpus-mutations';
import { readSqlDump } from './sql-dump-reader';
import { SqlDumpError } from './sql-dump-error';

const sqlString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A MySQL-flavoured dump of the first ASV verses of the corpus, the way phpMyAdmin writes them. */
function mysqlDumpOfCorpus(): Buffer {
  const rows = corpusHead('english/asv.tsv.gz', 3 * 1024)
    .toString('utf8')
    .split('\n')
    .slice(1, -1)
    .map((line, i) => {
      const [book, chapter, verse, text] = line.split('\t');
      return `(${i + 1},${sqlString(book)},${chapter},${verse},${sqlString(text ?? '')})`;
    });
  return Buffer.from(
    `-- MySQL dump 10.13\nCREATE TABLE \`asv\` (\n  \`id\` int(11) NOT NULL AUTO_INCREMENT,\n  \`book\` varchar(8) NOT NULL DEFAULT '',\n` +
      `  \`chapter\` int(11) NOT NULL,\n  \`verse\` int(11) NOT NULL,\n  \`text\` text COLLATE utf8_unicode_ci,\n  PRIMARY KEY (\`id\`),\n  KEY \`ref\` (\`book\`,\`chapter\`)\n` +
      `) ENGINE=InnoDB DEFAULT CHARSET=utf8;\nINSERT INTO \`asv\` VALUES ${rows.join(',\n')};\n`,
  );
}

/** The same verses as pg_dump writes them (the converter's output looks like this too). */
function postgresDumpOfCorpus(): Buffer {
  return Buffer.from(
    `BEGIN;\nCREATE TABLE asv (\n    id integer NOT NULL,\n    book character varying(8),\n    chapter integer,\n    verse integer,\n    text text\n);\n` +
      `INSERT INTO asv (id, book, chapter, verse, text) VALUES (1, 'Gen', 1, 1, 'In the beginning God');\n` +
      `INSERT INTO asv VALUES (2, 'Gen', 1, 2, 'And the earth was waste and void; and darkness was upon the face of the deep'), (3, 'Gen', 1, 3, NULL);\nCOMMIT;\n`,
  );
}

function onlySqlDumpErrors(text: string): void {
  try {
    readSqlDump(text);
  } catch (error) {
    if (!(error instanceof SqlDumpError)) throw error;
  }
}

const sqlPieces = fc.constantFrom(
  'CREATE',
  'TABLE',
  'INSERT',
  'INTO',
  'VALUES',
  't',
  '`t`',
  '"t"',
  '(',
  ')',
  ',',
  ';',
  "'",
  "''",
  '\\',
  "E'",
  '--',
  '/*',
  '*/',
  '#',
  'int',
  'text',
  'NULL',
  '1',
  '-',
  '1e999',
  "x'00'",
  '0x1F',
  'DROP',
  'LOCK',
  '\n',
);

describe('readSqlDump on random and damaged dumps', () => {
  it.each([
    ['a MySQL dump', mysqlDumpOfCorpus()],
    ['a Postgres dump', postgresDumpOfCorpus()],
  ])('throws nothing but SqlDumpError on %s with random damage', (_name, original) => {
    expect(readSqlDump(original.toString('utf8')).rows.length).toBeGreaterThan(2);
    fc.assert(fc.property(mutatedText(original), onlySqlDumpErrors), { numRuns: 400 });
  });

  it('throws nothing but SqlDumpError on random token soup', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(sqlPieces, fc.string({ maxLength: 8 })), { maxLength: 40 }), (parts) =>
        onlySqlDumpErrors(parts.join(' ')),
      ),
      { numRuns: 500 },
    );
  });

  it('gives every refusal a line inside the file', () => {
    const original = mysqlDumpOfCorpus();
    fc.assert(
      fc.property(mutatedText(original), (text) => {
        try {
          readSqlDump(text);
        } catch (error) {
          if (!(error instanceof SqlDumpError)) throw error;
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(text.split('\n').length + 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
