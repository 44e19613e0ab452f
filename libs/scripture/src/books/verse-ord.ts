export interface VerseRef {
  book: number;
  chapter: number;
  verse: number;
}

const BOOK_FACTOR = 1_000_000;
const CHAPTER_FACTOR = 1_000;

/** A sortable integer for a verse: book*1,000,000 + chapter*1,000 + verse. */
export function verseOrd(book: number, chapter: number, verse: number): number {
  return book * BOOK_FACTOR + chapter * CHAPTER_FACTOR + verse;
}

export function fromOrd(ord: number): VerseRef {
  return {
    book: Math.floor(ord / BOOK_FACTOR),
    chapter: Math.floor((ord % BOOK_FACTOR) / CHAPTER_FACTOR),
    verse: ord % CHAPTER_FACTOR,
  };
}
