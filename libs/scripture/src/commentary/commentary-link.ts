import { findBook, versesInChapter } from '../books/catalogue';
import type { CommentaryLink } from './commentary-content';

/** Online Bible abbreviations the Scofield notes use that mean another book in our catalogue. */
const ONLINE_BIBLE_BOOKS: ReadonlyMap<string, string> = new Map([
  ['jud', 'Judg'],
  ['so', 'Song'],
]);

const OSIS_POINT = /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/;
/** 'mt 19:4-6', 'ge 1', 'de 28:1-de 30:9', 'isa 50:4-11 isa 52:13' (the first reference counts). */
const BOOK_CHAPTER_VERSE =
  /^([1-3]?[A-Za-z]+)\s+(\d+)(?::(\d+))?(?:-(?:([1-3]?[A-Za-z]+)\s+)?(\d+)(?::(\d+))?)?(?:\s|$)/;

function book(name: string): number | undefined {
  return findBook(ONLINE_BIBLE_BOOKS.get(name.toLowerCase()) ?? name)?.number;
}

function checked(link: CommentaryLink): CommentaryLink | undefined {
  const startOk = link.verse >= 1 && link.verse <= versesInChapter(link.book, link.chapter);
  const endOk = link.endVerse >= 1 && link.endVerse <= versesInChapter(link.book, link.endChapter);
  if (!startOk) return undefined;
  const ordered =
    link.endChapter > link.chapter || (link.endChapter === link.chapter && link.endVerse >= link.verse);
  // A range whose end is a misprint ('isa 43:8-isa 1244:7') still opens at its start.
  return endOk && ordered ? link : { ...link, endChapter: link.chapter, endVerse: link.verse };
}

function fromOsis(value: string): CommentaryLink | undefined {
  const [from, to = from] = value.split('-');
  const start = OSIS_POINT.exec(from);
  const end = OSIS_POINT.exec(to);
  const startBook = start && book(start[1]);
  if (!start || !end || !startBook || book(end[1]) !== startBook) return undefined;
  const chapter = Number(start[2]);
  const endChapter = Number(end[2]);
  return checked({
    book: startBook,
    chapter,
    verse: Number(start[3] ?? 1),
    endChapter,
    endVerse: Number(end[3] ?? versesInChapter(startBook, endChapter)),
  });
}

function fromBookChapterVerse(value: string): CommentaryLink | undefined {
  const match = BOOK_CHAPTER_VERSE.exec(value);
  const bookNumber = match && book(match[1]);
  if (!match || !bookNumber) return undefined;
  if (match[4] && book(match[4]) !== bookNumber) return undefined;
  const [, , chapterText, verseText, , toText, toVerseText] = match;
  const chapter = Number(chapterText);
  const verse = verseText ? Number(verseText) : 1;
  let endChapter = chapter;
  let endVerse = verseText ? verse : versesInChapter(bookNumber, chapter);
  if (toVerseText) {
    endChapter = Number(toText);
    endVerse = Number(toVerseText);
  } else if (toText && verseText) {
    endVerse = Number(toText);
  } else if (toText) {
    // 'ge 1-3': whole chapters.
    endChapter = Number(toText);
    endVerse = versesInChapter(bookNumber, endChapter);
  }
  return checked({ book: bookNumber, chapter, verse, endChapter, endVerse });
}

/**
 * The passage an `osisRef` points to: OSIS ('Num.21.6-Num.21.9', MHCC and the Treasury) or the
 * Online Bible style of the Scofield notes ('lu 17:26-29 lu 17:32', 'Scofield:Mt 8:20' for the
 * note at that verse). Only the first reference of a list is linked; undefined when it names no
 * verse of the KJV.
 */
export function commentaryLink(osisRef: string): CommentaryLink | undefined {
  const value = osisRef.trim().replace(/^Scofield:\s*/i, '');
  if (/^[1-3]?[A-Za-z]+\.\d/.test(value)) return fromOsis(value);
  return fromBookChapterVerse(value);
}
