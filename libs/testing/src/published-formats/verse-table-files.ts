import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { findBook } from '@strongs/scripture';

/** One row of a verse table as Bible databases hold it. */
export interface VerseRow {
  book: number;
  chapter: number;
  verse: number;
  text: string;
}

/** The rows of a corpus verse TSV (`english/asv.tsv.gz`), empty verses included, split here by hand. */
export function corpusVerseRows(path: string): VerseRow[] {
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [book, chapter, verse, text = ''] = line.split('\t');
      return {
        book: (findBook(book) ?? { number: 0 }).number,
        chapter: Number(chapter),
        verse: Number(verse),
        text,
      };
    });
}

/** mysqldump's string escapes (mysql_real_escape_string). */
function mysqlString(text: string): string {
  return `'${text.replace(/[\\'"\0\n\r\x1a]/g, (c) => ({ '\\': '\\\\', "'": "\\'", '"': '\\"', '\0': '\\0', '\n': '\\n', '\r': '\\r', '\x1a': '\\Z' })[c] as string)}'`;
}

/**
 * A verse table as MariaDB's mysqldump 10.11 writes it (same header, executable comments, DROP/LOCK,
 * one multi-row INSERT per ~1 MB with a row per line): the layout of the tool's real output kept in
 * libs/scripture's fixtures (`mariadb-dump-verses.sql`).
 */
export function mysqldumpFile(table: string, rows: readonly VerseRow[]): string {
  const head = `/*M!999999\\- enable the sandbox mode */ 
-- MariaDB dump 10.19  Distrib 10.11.19-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: localhost    Database: bible
-- ------------------------------------------------------
-- Server version\t10.11.19-MariaDB-0+deb12u1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!40101 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Table structure for table \`${table}\`
--

DROP TABLE IF EXISTS \`${table}\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!40101 SET character_set_client = utf8mb4 */;
CREATE TABLE \`${table}\` (
  \`id\` int(11) NOT NULL AUTO_INCREMENT,
  \`book\` int(11) NOT NULL,
  \`chapter\` int(11) NOT NULL,
  \`verse\` int(11) NOT NULL,
  \`text\` text NOT NULL,
  PRIMARY KEY (\`id\`),
  KEY \`ref\` (\`book\`,\`chapter\`,\`verse\`)
) ENGINE=InnoDB AUTO_INCREMENT=${rows.length + 1} DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table \`${table}\`
--

LOCK TABLES \`${table}\` WRITE;
/*!40000 ALTER TABLE \`${table}\` DISABLE KEYS */;
`;
  const inserts: string[] = [];
  let batch: string[] = [];
  let size = 0;
  rows.forEach((r, i) => {
    const tuple = `(${i + 1},${r.book},${r.chapter},${r.verse},${mysqlString(r.text)})`;
    batch.push(tuple);
    size += tuple.length;
    if (size > 1_000_000 || i === rows.length - 1) {
      inserts.push(`INSERT INTO \`${table}\` VALUES\n${batch.join(',\n')};`);
      batch = [];
      size = 0;
    }
  });
  const tail = `/*!40000 ALTER TABLE \`${table}\` ENABLE KEYS */;
UNLOCK TABLES;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40014 SET UNIQUE_CHECKS=@OLD_UNIQUE_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2026-11-25 12:16:58
`;
  return `${head}${inserts.join('\n')}\n${tail}`;
}

/**
 * A verse table dumped by the real `pg_dump` (COPY format, or `--inserts`): the table is created in the
 * given database (a test's own copy), filled, dumped with `pg_dump -t` and dropped again.
 */
export async function pgDumpFile(
  databaseUrl: string,
  table: string,
  rows: readonly VerseRow[],
  options: { inserts?: boolean } = {},
): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `CREATE TABLE ${table} (id serial PRIMARY KEY, book integer NOT NULL, chapter integer NOT NULL, verse integer NOT NULL, text text NOT NULL)`,
    );
    await client.query(`CREATE INDEX ${table}_ref ON ${table} (book, chapter, verse)`);
    await client.query(
      `INSERT INTO ${table} (book, chapter, verse, text)
       SELECT b, c, v, t FROM unnest($1::int[], $2::int[], $3::int[], $4::text[]) WITH ORDINALITY AS r(b, c, v, t, n) ORDER BY n`,
      [
        rows.map((r) => r.book),
        rows.map((r) => r.chapter),
        rows.map((r) => r.verse),
        rows.map((r) => r.text),
      ],
    );
    return execFileSync(
      'pg_dump',
      ['--dbname', databaseUrl, '-t', table, ...(options.inserts ? ['--inserts'] : [])],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await client.end();
  }
}

const csvCell = (value: string | number): string =>
  /[",\n\r]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

/** Spreadsheet and database exports: TSV and CSV with a header (CSV quoted where needed), and plain `Book C:V text` lines. */
export function delimitedFile(
  rows: readonly VerseRow[],
  format: 'tsv' | 'csv',
  bookName: (book: number) => string,
): string {
  if (format === 'tsv')
    return `book\tchapter\tverse\ttext\n${rows.map((r) => `${bookName(r.book)}\t${r.chapter}\t${r.verse}\t${r.text}`).join('\n')}\n`;
  return `Book,Chapter,Verse,Text\r\n${rows.map((r) => [bookName(r.book), r.chapter, r.verse, r.text].map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function plainLinesFile(rows: readonly VerseRow[], bookName: (book: number) => string): string {
  return `${rows.map((r) => `${bookName(r.book)} ${r.chapter}:${r.verse} ${r.text}`.trimEnd()).join('\n')}\n`;
}
