import type { CommentaryPlace } from '@strongs/contracts';
import { findBook } from '@strongs/scripture';
import { commentaryReference } from './commentary-position';

/** The columns of `commentary_entries` that say where a comment stands. */
export interface CommentaryPlaceRow {
  work_code: string;
  source_key: string;
  book: number;
  chapter: number;
  verse: number;
  start_verse: number;
  end_verse: number;
}

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
