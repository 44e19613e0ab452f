import { readFile, stat } from 'node:fs/promises';
import type { BibleFileFormat } from '@strongs/contracts';
import {
  BOOKS,
  formatReference,
  inVersification,
  readDelimitedBible,
  readImpBible,
  readOsisBible,
  readPlainVerseLines,
  readSqlDump,
  readUsfm,
  type PlainVerseLine,
  type SqlDump,
  type Versification,
  type VerseRecord,
} from '@strongs/scripture';
import { fileChunks, fileLines } from '../corpus/file-streams';
import { describeUtf8Problem, firstInvalidUtf8 } from '../files/utf8-check';
import { MAX_SQL_BYTES } from '../sql-import/sql-file-importer';

/** A file that reads, but not as a Bible: refused whole (the worker does not retry it). */
export class BibleFileFormatError extends Error {
  override name = 'BibleFileFormatError';
}

const MAX_LISTED = 20;

/** A file's verses in the slot's numbering, and what the import report names: empty verses, references skipped. */
export interface BibleFileContent {
  verses: VerseRecord[];
  /** References of verses with no text (imported as empty verses). */
  empty: string[];
  /** References outside the slot's versification (Genesis 51:1, Jude 2:1): not imported. */
  outside: string[];
}

/**
 * Reads an upload and keeps the verses its slot's versification has; the others are listed, not imported. The
 * readers decode leniently (a bad byte would become U+FFFD), so the whole file is checked to be UTF-8 first.
 */
export async function readBibleUpload(
  path: string,
  format: BibleFileFormat,
  versification: Versification,
): Promise<BibleFileContent> {
  const notUtf8 = await firstInvalidUtf8(path);
  if (notUtf8) throw new BibleFileFormatError(describeUtf8Problem(notUtf8));
  const content: BibleFileContent = { verses: [], empty: [], outside: [] };
  for (const verse of await readBibleFile(path, format)) {
    const reference = formatReference({ book: verse.book, chapter: verse.chapter, verse: verse.verse });
    if (!inVersification(versification, verse.book, verse.chapter, verse.verse)) {
      content.outside.push(reference);
      continue;
    }
    if (!verse.text.trim()) content.empty.push(reference);
    content.verses.push(verse);
  }
  return content;
}

/** The import report's sentence on empty verses and skipped references ('' when there are none). */
export function contentReport(content: BibleFileContent, versification: Versification): string {
  const list = (refs: string[]): string =>
    `${refs.slice(0, MAX_LISTED).join(', ')}${refs.length > MAX_LISTED ? ', …' : ''}`;
  const parts: string[] = [];
  if (content.empty.length)
    parts.push(
      `${content.empty.length} empty verse${content.empty.length === 1 ? '' : 's'} imported as empty (${list(content.empty)})`,
    );
  if (content.outside.length) {
    const name = { kjv: 'KJV', nrsv: 'NRSV', mt: 'Hebrew (MT)' }[versification];
    parts.push(
      `${content.outside.length} reference${content.outside.length === 1 ? '' : 's'} outside the ${name} versification skipped (${list(content.outside)})`,
    );
  }
  return parts.join('; ');
}

/** Every verse of an uploaded file, parsed before the transaction opens; any unreadable line refuses the file. */
export async function readBibleFile(path: string, format: BibleFileFormat): Promise<VerseRecord[]> {
  switch (format) {
    case 'text':
      return plainVerses(readPlainVerseLines(fileLines(path)));
    case 'delimited':
      return plainVerses(readDelimitedBible(fileChunks(path)));
    case 'imp': {
      const verses: VerseRecord[] = [];
      for await (const verse of readImpBible(fileLines(path))) verses.push(verse);
      return verses;
    }
    case 'sql':
      if ((await stat(path)).size > MAX_SQL_BYTES)
        throw new BibleFileFormatError('SQL files larger than 64 MB cannot be imported');
      return plainVerses(readPlainVerseLines(dumpLines(readSqlDump(await readFile(path, 'utf8')))));
    case 'osis': {
      const verses: VerseRecord[] = [];
      for await (const verse of readOsisBible(fileChunks(path))) verses.push(verse);
      return verses;
    }
    case 'usfm':
      return readUsfm(await readFile(path, 'utf8'));
  }
}

async function plainVerses(items: AsyncIterable<PlainVerseLine>): Promise<VerseRecord[]> {
  const verses: VerseRecord[] = [];
  const errors: string[] = [];
  let bad = 0;
  for await (const item of items) {
    if ('record' in item) verses.push(item.record);
    else if (++bad <= MAX_LISTED) errors.push(`line ${item.error.line}: ${item.error.message}`);
  }
  if (bad)
    throw new BibleFileFormatError(
      `${bad} unreadable line${bad === 1 ? '' : 's'} (${errors.join('; ')}${bad > MAX_LISTED ? '; ...' : ''})`,
    );
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
    throw new BibleFileFormatError(
      `The table ${dump.table} has no ${what} column (one of ${names.join(', ')})`,
    );
  };
  const [b, c, v, t] = [
    index(BOOK_COLUMNS, 'book'),
    index(CHAPTER_COLUMNS, 'chapter'),
    index(VERSE_COLUMNS, 'verse'),
    index(TEXT_COLUMNS, 'text'),
  ];
  for (const row of dump.rows) {
    const book = row[b];
    const bookName =
      typeof book === 'number' || /^\d+$/.test(String(book))
        ? (BOOKS[Number(book) - 1]?.name ?? String(book))
        : String(book ?? '');
    yield [bookName, row[c], row[v], String(row[t] ?? '').replace(/[\r\n|]+/g, ' ')].join('|');
  }
}
