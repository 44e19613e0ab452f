import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import type { VerseRecord } from '../markup/verse-token';
import { GreekTagError, parseGreekTaggedWords, takeScrivener } from './greek-tagged-words';
import { greekVerse } from './greek-verse';
import type { LineSource } from './line-source';
import { positiveInt, tsvRows, type TsvRow } from './tsv-rows';

export interface VerseTsvOptions {
  /**
   * For `text_tagged` files: whether a verb's last number is a TVM code. Default: true for
   * transliterated text (the TR), false for Greek script (RP2018, which has no TVM codes).
   */
  tvm?: boolean;
}

/**
 * Reads the corpus's verse-per-row TSV files (OSIS book ids, header row, no quoting):
 * `book chapter verse text [heading]` (english/*.tsv; empty text rows are kept as verses with
 * empty text) or `book chapter verse text_tagged` (greek-byz-rp2018, greek-tr/tr-verses) whose
 * `word strongs [strongs2] {PARSE}` items become Greek word tokens.
 */
export async function* readVerseTsv(
  lines: LineSource,
  options: VerseTsvOptions = {},
): AsyncGenerator<VerseRecord> {
  for await (const row of tsvRows(lines, ['book', 'chapter', 'verse'])) {
    const book = findBook(row.get('book'));
    if (!book) throw new ReaderError(row.line, `Unknown book: ${row.get('book').slice(0, 40)}`);
    const chapter = positiveInt(row.get('chapter'), 'chapter', row.line);
    const verse = positiveInt(row.get('verse'), 'verse', row.line);
    if (row.columns.has('text_tagged')) yield taggedVerse(row, book.number, chapter, verse, options);
    else if (row.columns.has('text')) yield plainVerse(row, book.number, chapter, verse);
    else throw new ReaderError(row.line, 'Missing column: text or text_tagged');
  }
}

function plainVerse(row: TsvRow, book: number, chapter: number, verse: number): VerseRecord {
  const text = row.get('text').replace(/\s+/g, ' ').trim();
  const record: VerseRecord = { book, chapter, verse, text, tokens: text ? [{ text }] : [] };
  const heading = row.get('heading').trim();
  if (heading) record.heading = heading;
  return record;
}

function taggedVerse(
  row: TsvRow,
  book: number,
  chapter: number,
  verse: number,
  options: VerseTsvOptions,
): VerseRecord {
  const raw = row.get('text_tagged');
  const transliterated = /[a-z]/.test(raw.replace(/\{[^}]*\}/g, ''));
  try {
    const words = parseGreekTaggedWords(takeScrivener(raw), { tvm: options.tvm ?? transliterated });
    return greekVerse(book, chapter, verse, words);
  } catch (error) {
    if (error instanceof GreekTagError) throw new ReaderError(row.line, error.message);
    throw error;
  }
}
