import type { CSSProperties } from 'react';
import { bookNumber, versesInChapter } from '../../../lib/books';

/** When the catalogue does not know the chapter (the server will say why): a typical chapter's length. */
const TYPICAL_VERSES = 25;

/**
 * The chapter's place while it loads: one placeholder line per KJV verse, so the page is about as tall as it
 * will be and nothing below it jumps when the text arrives.
 */
export function ChapterSkeleton({ book, chapter }: { book: string; chapter: number }) {
  const number = bookNumber(book);
  const verses = (number && versesInChapter(number, chapter)) || TYPICAL_VERSES;
  return (
    <article className="card reader-text" role="status" aria-label="Loading chapter…">
      <div className="chapter-skeleton" style={{ '--verses': verses } as CSSProperties} />
    </article>
  );
}
