import { findBook, verseExists, versesInChapter } from '../books/catalogue';
import type { VerseRef } from '../references/verse-range';
import type { TopicVerseReference } from './topic-record';

const OSIS_POINT = /^([1-3]?[A-Za-z]+)\.(\d{1,3})(?:\.(\d{1,3}))?$/;

interface OsisPoint {
  book: number;
  chapter: number;
  verse: number | null;
}

function osisPoint(text: string): OsisPoint | null {
  const match = OSIS_POINT.exec(text);
  const book = match ? findBook(match[1]) : undefined;
  if (!match || !book || book.osis !== match[1]) return null;
  return { book: book.number, chapter: Number(match[2]), verse: match[3] ? Number(match[3]) : null };
}

function range(start: VerseRef, end: VerseRef, wholeChapter: boolean): TopicVerseReference | null {
  if (!verseExists(start.book, start.chapter, start.verse)) return null;
  if (!verseExists(end.book, end.chapter, end.verse)) return null;
  if (start.book !== end.book || start.chapter * 1000 + start.verse > end.chapter * 1000 + end.verse)
    return null;
  return { start, end, wholeChapter };
}

/**
 * A Nave `osisRef`: `Deut.6.5`, `Exod.6.16-Exod.6.20` or a whole chapter `Num.17`. Null when it names a book
 * outside the 66 (`PrAzar.1.2`, `Wis.2`) or a verse the KJV does not have.
 */
export function naveOsisReference(osisRef: string): TopicVerseReference | null {
  const [from, to, ...rest] = osisRef.split('-');
  const start = osisPoint(from);
  if (!start || rest.length > 0) return null;
  if (to === undefined) {
    if (start.verse !== null) {
      const verse = { book: start.book, chapter: start.chapter, verse: start.verse };
      return range(verse, verse, false);
    }
    const last = versesInChapter(start.book, start.chapter);
    if (last === 0) return null;
    return range({ ...start, verse: 1 }, { ...start, verse: last }, true);
  }
  const end = osisPoint(to);
  if (start.verse === null || !end || end.verse === null) return null;
  return range({ ...start, verse: start.verse }, { ...end, verse: end.verse }, false);
}

const CONTINUATION = /^:\s*(\d{1,3}(?:\s*-\s*\d{1,3})?(?:\s*,\s*\d{1,3}(?:\s*-\s*\d{1,3})?)*)/;

/**
 * The source tags a verse of a one-chapter book as its first verse and leaves the verse outside the link:
 * `<ref osisRef="Jude.1.1">Jude 1</ref>:3,4,20-23` means Jude 1:3, 1:4 and 1:20-23. Given the link and the
 * text after it, the verses meant and how much of the text they used; null when it is not that pattern.
 */
export function oneChapterBookVerses(
  osisRef: string,
  linkText: string,
  after: string,
): { references: TopicVerseReference[]; consumed: number } | null {
  const point = osisPoint(osisRef);
  if (!point || point.chapter !== 1 || point.verse !== 1) return null;
  if (findBook(point.book)?.chapters !== 1 || !/\b1$/.test(linkText.trim())) return null;
  const match = CONTINUATION.exec(after);
  if (!match) return null;
  const references: TopicVerseReference[] = [];
  for (const part of match[1].split(',')) {
    const [first, last = first] = part.split('-').map((n) => Number(n.trim()));
    const reference = range(
      { book: point.book, chapter: 1, verse: first },
      { book: point.book, chapter: 1, verse: last },
      false,
    );
    if (!reference) return null;
    references.push(reference);
  }
  return { references, consumed: match[0].length };
}
