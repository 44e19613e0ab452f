import { UnknownBookError } from '../errors';
import { abbreviateBookName } from './abbreviate-book-name';
import type { BookInfo } from './book-info';
import { BOOK_NAMES, USFM_IDS } from './book-names';
import { KJV_VERSE_COUNTS } from './kjv-verse-counts';

const FIRST_NT_BOOK = 40;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export const BOOKS: readonly BookInfo[] = BOOK_NAMES.map(([osis, name, aliases], index) => {
  const versesPerChapter = KJV_VERSE_COUNTS[osis];
  const number = index + 1;
  return Object.freeze({
    number,
    osis,
    name,
    abbreviation: abbreviateBookName(name),
    testament: number < FIRST_NT_BOOK ? 'OT' : 'NT',
    chapters: versesPerChapter.length,
    versesPerChapter: Object.freeze([...versesPerChapter]),
    aliases: Object.freeze(unique([...aliases, USFM_IDS[index]].filter((a) => a !== osis && a !== name))),
  } satisfies BookInfo);
});

/** Lookup key: case-, space- and period-insensitive ('1 sam', '1SAM', 'I Samuel.'). */
export function bookKey(name: string): string {
  return name.toLowerCase().replace(/[\s.]+/g, '');
}

const byKey = new Map<string, BookInfo>();
for (const book of BOOKS) {
  for (const name of [book.osis, book.name, ...book.aliases]) {
    const key = bookKey(name);
    const existing = byKey.get(key);
    if (existing && existing !== book) {
      throw new Error(`Book alias ${name} is claimed by ${existing.osis} and ${book.osis}`);
    }
    byKey.set(key, book);
  }
}

export function findBook(x: string | number): BookInfo | undefined {
  if (typeof x === 'number') {
    return Number.isInteger(x) && x >= 1 && x <= BOOKS.length ? BOOKS[x - 1] : undefined;
  }
  if (typeof x !== 'string') return undefined;
  const key = bookKey(x);
  if (/^\d{1,2}$/.test(key)) return findBook(Number(key));
  return byKey.get(key);
}

export function getBook(x: string | number): BookInfo {
  const book = findBook(x);
  if (!book) throw new UnknownBookError(x);
  return book;
}

/** Number of verses in a chapter (KJV), or 0 when the chapter does not exist. */
export function versesInChapter(book: number, chapter: number): number {
  return findBook(book)?.versesPerChapter[chapter - 1] ?? 0;
}

export function verseExists(book: number, chapter: number, verse: number): boolean {
  return Number.isInteger(verse) && verse >= 1 && verse <= versesInChapter(book, chapter);
}
