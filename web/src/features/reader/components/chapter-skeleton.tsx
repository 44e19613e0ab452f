import type { CSSProperties } from 'react';
import { bookNumber, versesInChapter } from '../../../lib/books';
import { CrossReferencesAside } from './cross-references-aside';

/** When the catalogue does not know the chapter (the server will say why): a typical chapter's length. */
const TYPICAL_VERSES = 25;

/**
 * The reader's layout while the chapter loads: one placeholder line per KJV verse, so the page is about as
 * tall as it will be and nothing below it jumps when the text arrives.
 */
export function ChapterSkeleton({
  book,
  chapter,
  selected,
}: {
  book: string;
  chapter: number;
  selected?: number;
}) {
  const number = bookNumber(book);
  const verses = (number && versesInChapter(number, chapter)) || TYPICAL_VERSES;
  return (
    <div className="reader-layout">
      <article className="card reader-text" role="status" aria-label="Loading chapter…">
        <div className="chapter-skeleton" style={{ '--verses': verses } as CSSProperties} />
      </article>
      {number && <CrossReferencesAside book={number} chapter={chapter} selected={selected} />}
    </div>
  );
}
