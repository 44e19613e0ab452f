import { BOOKS as CATALOGUE, findBook, type BookInfo } from '@strongs/scripture/books';

export { versesInChapter } from '@strongs/scripture/books';

/** The book catalogue of the domain lib: names, abbreviations and chapter counts in canonical order. */
export const BOOK_CATALOGUE: readonly BookInfo[] = CATALOGUE;

/** The 66 book names in canonical order (spec §3); books 1–39 are the Old Testament. */
export const BOOKS: readonly string[] = CATALOGUE.map((b) => b.name);

export const OLD_TESTAMENT_BOOKS = 39;

/** A book's number from its name, OSIS id or a common abbreviation ('Psalms', 'Ps', '1 Sam'). */
export function bookNumber(name: string): number | undefined {
  return /^\s*\d+\s*$/.test(name) ? undefined : findBook(name)?.number;
}

export function bookName(book: number | string): string {
  if (typeof book === 'number' || /^\d+$/.test(book)) return BOOKS[Number(book) - 1] ?? String(book);
  const n = bookNumber(book);
  return n ? BOOKS[n - 1] : book;
}

export function isOldTestament(book: number): boolean {
  return book >= 1 && book <= OLD_TESTAMENT_BOOKS;
}

/** The catalogue's display abbreviation ('Lev', 'Phil', 'Phm', '1 Sam'); a name it does not know is returned as given. */
export function abbreviateBook(name: string): string {
  const n = bookNumber(name);
  return n ? CATALOGUE[n - 1].abbreviation : name;
}

export interface VerseRef {
  book: number;
  bookName: string;
  chapter: number;
  verse: number;
}

/** 'Book chapter:verse' with an optional leading 1–3; only books of the list count (spec §5). */
export function parseReference(text: string): VerseRef | undefined {
  const match = /^\s*([1-3]?\s*[A-Za-z][A-Za-z ]*?)\s+(\d+):(\d+)\s*$/.exec(text);
  if (!match) return undefined;
  const book = bookNumber(match[1]);
  if (!book) return undefined;
  return { book, bookName: BOOKS[book - 1], chapter: Number(match[2]), verse: Number(match[3]) };
}

export function readerPath(book: string | number, chapter: number, verse?: number, strongs = false): string {
  const name = encodeURIComponent(bookName(book));
  return `/bible/${name}/${chapter}${verse ? `/${verse}` : ''}${strongs ? '?strongs=true' : ''}`;
}
