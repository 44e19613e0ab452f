import { findBook, versesInChapter, type BookInfo } from '@strongs/scripture';
import { NotAVerseError } from './commentary-errors';

export interface CommentaryPosition {
  book: BookInfo;
  chapter: number;
  verse: number;
}

/**
 * A verse from a path, where 0 is allowed: verse 0 is a chapter's introduction and chapter 0 (with
 * verse 0) a book's. Anything that is not a KJV position is a 400 naming it.
 */
export function parseCommentaryPosition(book: string, chapter: string, verse: string): CommentaryPosition {
  const found = findBook(book);
  const written = `${book} ${chapter}:${verse}`;
  if (!found || !/^\d{1,3}$/.test(chapter) || !/^\d{1,3}$/.test(verse)) throw new NotAVerseError(written);
  const c = Number(chapter);
  const v = Number(verse);
  const inBook = c === 0 ? v === 0 : c <= found.chapters && v <= versesInChapter(found.number, c);
  if (!inBook) throw new NotAVerseError(written);
  return { book: found, chapter: c, verse: v };
}

/** 'John 3:16', 'John 3:1-21', 'John 3 (introduction)', 'Jude (introduction)'. */
export function commentaryReference(
  book: BookInfo,
  chapter: number,
  startVerse: number,
  endVerse = startVerse,
): string {
  if (chapter === 0) return `${book.name} (introduction)`;
  if (startVerse === 0) return `${book.name} ${chapter} (introduction)`;
  const verses = endVerse > startVerse ? `${startVerse}-${endVerse}` : `${startVerse}`;
  return `${book.name} ${chapter}:${verses}`;
}
