import { findBook, type BookInfo } from '@strongs/scripture/books';

export interface PassageVerse {
  chapter: number;
  verse: number;
}

export interface Passage {
  book: BookInfo;
  /** 'John 3:16-21', 'Psalms 23', 'John 3:36-4:2'. */
  label: string;
  /** Every verse of the passage in KJV numbering, in order. */
  verses: PassageVerse[];
}

/** A comparison is read verse by verse: longer passages are cut here (Psalm 119 fits). */
export const MAX_PASSAGE_VERSES = 180;

const PASSAGE = /^\s*(.+?)\s+(\d{1,3})(?::(\d{1,3}))?(?:\s*[-–]\s*(?:(\d{1,3}):)?(\d{1,3}))?\s*$/;

/**
 * 'John 3:16-21', 'Jn 3:16', 'Psalm 23', 'Gen 1-2', 'John 3:36-4:2' within one book, in the KJV's
 * verse counts from the book catalogue. Undefined for anything else (an unknown book, chapter 0, a verse past the end).
 */
export function parsePassage(text: string): Passage | undefined {
  const m = PASSAGE.exec(text);
  if (!m) return undefined;
  const book = findBook(m[1]);
  if (!book) return undefined;
  const count = (chapter: number) => book.versesPerChapter[chapter - 1] ?? 0;
  const startChapter = Number(m[2]);
  const startVerse = m[3] ? Number(m[3]) : 1;
  let endChapter = startChapter;
  let endVerse: number;
  if (m[5] === undefined) endVerse = m[3] ? startVerse : count(startChapter);
  else if (m[4] !== undefined) [endChapter, endVerse] = [Number(m[4]), Number(m[5])];
  else if (m[3]) endVerse = Number(m[5]);
  else [endChapter, endVerse] = [Number(m[5]), count(Number(m[5]))];
  if (!count(startChapter) || startVerse < 1 || startVerse > count(startChapter)) return undefined;
  if (!count(endChapter) || endVerse < 1 || endVerse > count(endChapter)) return undefined;
  const verses: PassageVerse[] = [];
  for (let chapter = startChapter; chapter <= endChapter && verses.length < MAX_PASSAGE_VERSES; chapter++) {
    const from = chapter === startChapter ? startVerse : 1;
    const to = chapter === endChapter ? endVerse : count(chapter);
    for (let verse = from; verse <= to && verses.length < MAX_PASSAGE_VERSES; verse++)
      verses.push({ chapter, verse });
  }
  if (!verses.length) return undefined;
  const first = verses[0];
  const last = verses[verses.length - 1];
  const whole = first.verse === 1 && last.verse === count(last.chapter);
  const label = whole
    ? `${book.name} ${first.chapter}${last.chapter !== first.chapter ? `-${last.chapter}` : ''}`
    : `${book.name} ${first.chapter}:${first.verse}${last === first ? '' : last.chapter !== first.chapter ? `-${last.chapter}:${last.verse}` : `-${last.verse}`}`;
  return { book, label, verses };
}

/** The reference of one verse of a passage, as the reference lookup reads it. */
export function verseReference(passage: Passage, v: PassageVerse): string {
  return `${passage.book.name} ${v.chapter}:${v.verse}`;
}
