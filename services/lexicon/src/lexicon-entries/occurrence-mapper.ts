import type { ExampleOccurrence, Occurrence } from '@strongs/contracts';
import { formatReference, formatTaggedText, getBook } from '@strongs/scripture';
import type { OccurrenceRow } from './occurrences.repository';

export function toOccurrence(row: OccurrenceRow): Occurrence {
  const book = getBook(row.book);
  return {
    book: book.name,
    bookNumber: book.number,
    chapter: row.chapter,
    verse: row.verse,
    reference: formatReference({ book: row.book, chapter: row.chapter, verse: row.verse }),
    text: row.text,
    rawText: formatTaggedText(row.tokens ?? []),
    matchedWords: [...new Set(row.words.map((w) => w.trim()).filter(Boolean))],
    ...withHeading(row),
  };
}

/** The title goes with a hit that lies in it: without it the verse may not show the tagged word at all. */
function withHeading(row: OccurrenceRow): { heading?: string } {
  return row.heading ? { heading: row.heading } : {};
}

export function toExample(row: OccurrenceRow): ExampleOccurrence {
  return {
    reference: formatReference({ book: row.book, chapter: row.chapter, verse: row.verse }),
    text: row.text,
    ...withHeading(row),
  };
}
