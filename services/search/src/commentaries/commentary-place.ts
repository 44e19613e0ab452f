import type { CommentaryPlace } from '@strongs/contracts';
import type { CommentaryEntriesRow } from '@strongs/db';
import { findBook } from '@strongs/scripture';
import { commentaryReference } from './commentary-position';

/** The columns of `commentary_entries` that say where a comment stands. */
export type CommentaryPlaceRow = Pick<
  CommentaryEntriesRow,
  'work_code' | 'source_key' | 'book' | 'chapter' | 'verse' | 'start_verse' | 'end_verse'
>;

export function commentaryPlace(row: CommentaryPlaceRow): CommentaryPlace {
  return {
    work: row.work_code,
    key: row.source_key,
    book: row.book,
    chapter: row.chapter,
    verse: row.verse,
    startVerse: row.start_verse,
    endVerse: row.end_verse,
    reference: commentaryReference(findBook(row.book)!, row.chapter, row.start_verse, row.end_verse),
  };
}
