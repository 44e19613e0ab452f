import { findBook, versesInChapter } from '../books/catalogue';
import { UnknownBookError } from '../errors';
import { isVerseRange, type VerseRange, type VerseRef } from './verse-range';

/** 'name' → 'Genesis 1:1', 'abbreviation' → 'Gen 1:1', 'osis' → 'Gen.1.1'. */
export type ReferenceStyle = 'name' | 'abbreviation' | 'osis';

function bookLabel(book: number, style: ReferenceStyle): string {
  const info = findBook(book);
  if (!info) throw new UnknownBookError(book);
  if (style === 'osis') return info.osis;
  return style === 'abbreviation' ? info.abbreviation : info.name;
}

function formatOsis(range: VerseRange): string {
  const point = (r: VerseRef): string => `${bookLabel(r.book, 'osis')}.${r.chapter}.${r.verse}`;
  const same =
    range.start.book === range.end.book &&
    range.start.chapter === range.end.chapter &&
    range.start.verse === range.end.verse;
  return same ? point(range.start) : `${point(range.start)}-${point(range.end)}`;
}

function wholeChapters(range: VerseRange): boolean {
  return range.start.verse === 1 && range.end.verse === versesInChapter(range.end.book, range.end.chapter);
}

/**
 * 'Genesis 1:1', 'Genesis 1:1-3', 'Genesis 1:30-2:3', 'Genesis 2' (a whole chapter),
 * 'Genesis 1-3', 'Genesis' (the whole book), 'Genesis 50:26-Exodus 1:1'.
 */
export function formatReference(ref: VerseRef | VerseRange, style: ReferenceStyle = 'name'): string {
  const range: VerseRange = isVerseRange(ref) ? ref : { start: ref, end: ref };
  if (style === 'osis') return formatOsis(range);
  const { start, end } = range;
  const book = bookLabel(start.book, style);
  if (start.book !== end.book) {
    return `${book} ${start.chapter}:${start.verse}-${bookLabel(end.book, style)} ${end.chapter}:${end.verse}`;
  }
  if (wholeChapters(range) && !(start.chapter === end.chapter && start.verse === end.verse)) {
    const chapters = findBook(start.book)?.chapters ?? 0;
    if (start.chapter === 1 && end.chapter === chapters && chapters > 1) return book;
    return start.chapter === end.chapter
      ? `${book} ${start.chapter}`
      : `${book} ${start.chapter}-${end.chapter}`;
  }
  if (start.chapter !== end.chapter)
    return `${book} ${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
  if (start.verse !== end.verse) return `${book} ${start.chapter}:${start.verse}-${end.verse}`;
  return `${book} ${start.chapter}:${start.verse}`;
}
