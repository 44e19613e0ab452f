import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { BOOKS, findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import type { LineSource } from './line-source';
import type { PlainVerseLine } from './plain-verse-lines-reader';

/** Header names accepted for each column (lower case), as Bible databases and spreadsheets name them. */
const COLUMNS = {
  book: ['book', 'book_name', 'bookname', 'book_id', 'book_number', 'booknumber', 'osis', 'b'],
  chapter: ['chapter', 'chapter_number', 'chapternumber', 'c'],
  verse: ['verse', 'verse_number', 'versenumber', 'v'],
  text: ['text', 'verse_text', 'versetext', 'scripture', 'content', 't'],
} as const;
type Column = keyof typeof COLUMNS;

function columnIndexes(header: readonly string[]): Record<Column, number> | undefined {
  const names = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const find = (column: Column): number =>
    names.findIndex((n) => (COLUMNS[column] as readonly string[]).includes(n));
  const found = { book: find('book'), chapter: find('chapter'), verse: find('verse'), text: find('text') };
  return Object.values(found).every((i) => i >= 0) ? found : undefined;
}

/** The chunks as strings, the first one holding at least the whole first line (to choose the delimiter). */
async function* firstLineFirst(chunks: LineSource): AsyncGenerator<string> {
  let head: string | null = '';
  for await (const chunk of chunks as AsyncIterable<string>) {
    const text = typeof chunk === 'string' ? chunk : String(chunk);
    if (head === null) {
      yield text;
      continue;
    }
    head += text;
    if (/[\r\n]/.test(head)) {
      yield head;
      head = null;
    }
  }
  if (head) yield head;
}

/** The delimiter of the first line: a tab, else ';' when it has more of them than ',', else ','. */
function delimiterOf(firstLine: string): string {
  if (firstLine.includes('\t')) return '\t';
  const count = (c: string) => firstLine.split(c).length;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads a TSV or CSV Bible with csv-parse: quoted fields (with commas, quotes and line breaks in them),
 * a header naming the book, chapter, verse and text columns in any order (or no header: those four in
 * that order). Books by name, abbreviation, OSIS id or number 1-66. Rows that cannot be read are
 * yielded as errors with their line, so the caller can report them; an empty text is an empty verse.
 */
export async function* readDelimitedBible(chunks: LineSource): AsyncGenerator<PlainVerseLine> {
  const source = firstLineFirst(chunks);
  const first = await source.next();
  if (first.done) return;
  const head = first.value.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(head.split(/\r?\n/)[0]);
  const rows = Readable.from(
    (async function* () {
      yield head;
      yield* source;
    })(),
  ).pipe(
    parse({
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      trim: false,
    }),
  );
  try {
    yield* verseRows(rows as AsyncIterable<{ record: string[]; info: { lines: number } }>);
  } catch (error) {
    // csv-parse's own errors (a quote never closed): the file cannot be read past that line.
    const csv = error as { code?: string; lines?: number; message?: string };
    if (typeof csv.code === 'string' && csv.code.startsWith('CSV_'))
      throw new ReaderError(
        csv.lines ?? 0,
        (csv.message ?? '').replace(/^Invalid Record Length: |\s*at line \d+$/g, ''),
      );
    throw error;
  }
}

async function* verseRows(
  rows: AsyncIterable<{ record: string[]; info: { lines: number } }>,
): AsyncGenerator<PlainVerseLine> {
  let columns: Record<Column, number> | undefined;
  let firstRow = true;
  for await (const { record, info } of rows) {
    const line = info.lines;
    if (firstRow) {
      firstRow = false;
      columns = columnIndexes(record);
      if (columns) continue;
      columns = { book: 0, chapter: 1, verse: 2, text: 3 };
    }
    const cell = (c: Column): string => (record[(columns as Record<Column, number>)[c]] ?? '').trim();
    if (record.length === 1 && !record[0].trim()) continue;
    const bookCell = cell('book');
    const book = /^\d{1,2}$/.test(bookCell) ? BOOKS[Number(bookCell) - 1] : findBook(bookCell);
    if (!book) {
      yield { error: { line, message: `Unknown book: ${bookCell.slice(0, 40)}` } };
      continue;
    }
    const [chapter, verse] = [cell('chapter'), cell('verse')];
    if (
      !/^\d{1,3}$/.test(chapter) ||
      !/^\d{1,3}$/.test(verse) ||
      Number(chapter) === 0 ||
      Number(verse) === 0
    ) {
      yield { error: { line, message: `Bad chapter or verse: ${chapter}:${verse}`.slice(0, 80) } };
      continue;
    }
    const text = cell('text').replace(/\s+/g, ' ');
    yield {
      record: {
        book: book.number,
        chapter: Number(chapter),
        verse: Number(verse),
        text,
        tokens: text ? [{ text }] : [],
      },
    };
  }
}
