import { findBook, verseExists } from './catalogue';

/** The verse numbering a text follows: the KJV's, the NRSV-type English one, or the Hebrew (MT). */
export type Versification = 'kjv' | 'nrsv' | 'mt';

/** Verses the NRSV-type numbering has beyond the KJV's (3 John 1:15, Revelation 12:18). */
const NRSV_EXTRA = new Set(['64.1.15', '66.12.18']);
const JOEL = 29;
const LONGEST_CHAPTER = 176;

/**
 * Whether a reference exists in a versification. KJV: the catalogue's verse counts; NRSV: those and
 * its two extra verses; MT: the book's chapters (Joel has 4) and at most 176 verses, since the
 * Hebrew numbering moves verses between chapters (Psalm titles as verse 1, Malachi 3:19-24).
 */
export function inVersification(
  versification: Versification,
  book: number,
  chapter: number,
  verse: number,
): boolean {
  if (versification === 'mt') {
    const chapters = book === JOEL ? 4 : (findBook(book)?.chapters ?? 0);
    return (
      Number.isInteger(chapter) &&
      chapter >= 1 &&
      chapter <= chapters &&
      Number.isInteger(verse) &&
      verse >= 1 &&
      verse <= LONGEST_CHAPTER
    );
  }
  return (
    verseExists(book, chapter, verse) ||
    (versification === 'nrsv' && NRSV_EXTRA.has(`${book}.${chapter}.${verse}`))
  );
}
