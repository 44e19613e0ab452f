import { findBook } from '../books/catalogue';
import { ReaderError } from '../errors';
import type { LineSource } from '../readers/line-source';
import { positiveInt, tsvRows } from '../readers/tsv-rows';
import { kjvPhrases, type KjvPhrase } from './kjv-phrases';

/** One KJV verse of the CrossWire module with its tagged phrases. */
export interface KjvPhraseVerse {
  book: number;
  chapter: number;
  verse: number;
  phrases: KjvPhrase[];
}

/** kjv-strongs-crosswire/kjv-crosswire.tsv: `book chapter verse text heading osis`, the module's raw OSIS per verse. */
export async function* readKjvPhraseVerses(lines: LineSource): AsyncGenerator<KjvPhraseVerse> {
  for await (const row of tsvRows(lines, ['book', 'chapter', 'verse', 'osis'])) {
    const book = findBook(row.get('book'));
    if (!book) throw new ReaderError(row.line, `Unknown book: ${row.get('book').slice(0, 40)}`);
    yield {
      book: book.number,
      chapter: positiveInt(row.get('chapter'), 'chapter', row.line),
      verse: positiveInt(row.get('verse'), 'verse', row.line),
      phrases: kjvPhrases(row.get('osis')),
    };
  }
}
