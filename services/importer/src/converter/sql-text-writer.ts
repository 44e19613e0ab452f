import { BOOKS, type VerseRecord } from '@strongs/scripture';

const ROWS_PER_INSERT = 500;

/** A string literal both MySQL and our reader read back exactly (quotes doubled, backslashes escaped). */
export function sqlString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The converter's output: one CREATE TABLE and multi-row INSERTs, readable by MySQL, Postgres and readSqlDump. */
export function* verseSqlLines(
  table: string,
  verses: readonly VerseRecord[],
  header: string[],
): Generator<string> {
  for (const line of header) yield `-- ${line.replace(/[\r\n]+/g, ' ')}\n`;
  yield (
    `CREATE TABLE ${table} (\n  id integer NOT NULL,\n  book_number integer NOT NULL,\n  book varchar(32) NOT NULL,\n` +
    `  chapter integer NOT NULL,\n  verse integer NOT NULL,\n  text text NOT NULL,\n  PRIMARY KEY (id)\n);\n`
  );
  for (let start = 0; start < verses.length; start += ROWS_PER_INSERT) {
    const rows = verses.slice(start, start + ROWS_PER_INSERT).map((v, i) => {
      const book = BOOKS[v.book - 1];
      return `(${start + i + 1}, ${v.book}, ${sqlString(book.name)}, ${v.chapter}, ${v.verse}, ${sqlString(v.text)})`;
    });
    yield `INSERT INTO ${table} (id, book_number, book, chapter, verse, text) VALUES\n${rows.join(',\n')};\n`;
  }
}
