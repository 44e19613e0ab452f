import { findBook, type BookInfo, UnknownBookError } from '@strongs/scripture';
import { InvalidPositionError } from './bad-request.errors';

/** A chapter or verse number from a path: digits only, 1..999 (anything else is a 400 naming it). */
export function parsePosition(what: 'chapter' | 'verse', raw: string): number {
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1) throw new InvalidPositionError(what, raw);
  return Number(raw);
}

/** A book by number (1–66), name or abbreviation. */
export function parseBook(raw: string): BookInfo {
  const book = findBook(raw);
  if (!book) throw new UnknownBookError(raw);
  return book;
}
