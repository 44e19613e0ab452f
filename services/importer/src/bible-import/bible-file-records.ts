import { readFile, stat } from 'node:fs/promises';
import type { BibleFileFormat } from '@strongs/contracts';
import { BOOKS, readOsisBible, readPlainVerseLines, readSqlDump, readUsfm, type SqlDump, type VerseRecord } from '@strongs/scripture';
import { fileChunks, fileLines } from '../corpus/file-streams';

/** A file that reads, but not as a Bible: refused whole (the worker does not retry it). */
export class BibleFileFormatError extends Error {
  override name = 'BibleFileFormatError';
}

const MAX_LISTED = 20;
/** SQL dumps are parsed in memory; the same bound as the SQL import. */
const MAX_SQL_BYTES = 64 * 1024 * 1024;

/** Every verse of an uploaded file, parsed before the transaction opens; any unreadable line refuses the file. */
export async function readBibleFile(path: string, format: BibleFileFormat): Promise<VerseRecord[]> {
  switch (format) {
    case 'text':
      return plainVerses(fileLines(path));
    case 'sql':
      if ((await stat(path)).size > MAX_SQL_BYTES) throw new BibleFileFormatError('SQL files larger than 64 MB cannot be imported');
      return plainVerses(dumpLines(readSqlDump(await readFile(path, 'utf8'))));
    case 'osis': {
      const verses: VerseRecord[] = [];
      for await (const verse of readOsisBible(fileChunks(path))) verses.push(verse);
      return verses;
    }
    case 'usfm':
      return readUsfm(await readFile(path, 'utf8'));
  }
}

async function plainVerses(lines: AsyncIterable<string> | Iterable<string>): Promise<VerseRecord[]> {
  const verses: VerseRecord[] = [];
  const errors: string[] = [];
  let bad = 0;
  for await (const item of readPlainVerseLines(lines)) {
    if ('record' in item) verses.push(item.record);
    else if (++bad <= MAX_LISTED) errors.push(`line ${item.error.line}: ${item.error.message}`);
  }
  if (bad) throw new BibleFileFormatError(`${bad} unreadable line${bad === 1 ? '' : 's'} (${errors.join('; ')}${bad > MAX_LISTED ? '; ...' : ''})`);
  return verses;
}

const BOOK_COLUMNS = ['book', 'book_name', 'bookname', 'book_number', 'book_id', 'b'];
const CHAPTER_COLUMNS = ['chapter', 'chapter_number', 'c'];
const VERSE_COLUMNS = ['verse', 'verse_number', 'v'];
const TEXT_COLUMNS = ['text', 'verse_text', 'scripture', 'content', 't'];

/** A verse table dump as `Book|chapter|verse|text` lines (the line number is the row number). */
function* dumpLines(dump: SqlDump): Generator<string> {
  const index = (names: string[], what: string): number => {
    for (const name of names) {
      const found = dump.columns.findIndex((c) => c.name === name);
      if (found >= 0) return found;
    }
    throw new BibleFileFormatError(`The table ${dump.table} has no ${what} column (one of ${names.join(', ')})`);
  };
  const [b, c, v, t] = [index(BOOK_COLUMNS, 'book'), index(CHAPTER_COLUMNS, 'chapter'), index(VERSE_COLUMNS, 'verse'), index(TEXT_COLUMNS, 'text')];
  for (const row of dump.rows) {
    const book = row[b];
    const bookName = typeof book === 'number' || /^\d+$/.test(String(book)) ? (BOOKS[Number(book) - 1]?.name ?? String(book)) : String(book ?? '');
    yield [bookName, row[c], row[v], String(row[t] ?? '').replace(/[\r\n|]+/g, ' ')].join('|');
  }
}
