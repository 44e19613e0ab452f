import type { BookOccurrenceCount } from '@strongs/contracts';
import { getBook } from '@strongs/scripture';
import type { BookCountRow } from './occurrences.repository';

export function toBookCounts(rows: readonly BookCountRow[]): BookOccurrenceCount[] {
  return [...rows]
    .sort((a, b) => a.book - b.book)
    .map((row) => {
      const book = getBook(row.book);
      return {
        book: book.name,
        bookNumber: book.number,
        abbreviation: book.abbreviation,
        count: row.verses,
        words: row.words,
      };
    });
}
