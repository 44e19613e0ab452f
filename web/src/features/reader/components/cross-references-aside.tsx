import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CommentariesSection } from '../../../components/beside-verse/commentaries-section';
import { TopicsSection } from '../../../components/beside-verse/topics-section';
import { readerPath } from '../../../lib/books';
import { BesideVerseJumps } from './beside-verse-jumps';
import { CrossReferencesPanel } from './cross-references-panel';

/**
 * The reader's side column: the selected verse's cross references, commentaries and topics, or how to get
 * them. On a phone it is a sheet over the lower part of the screen, beside the verse rather than below the chapter.
 */
export function CrossReferencesAside({
  book,
  chapter,
  selected,
}: {
  book: number;
  chapter: number;
  selected?: number;
}) {
  const { search } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  if (selected)
    return (
      <div ref={region} className="beside-verse" role="region" aria-label={`Beside verse ${selected}`}>
        <div className="beside-verse-bar">
          <BesideVerseJumps region={region} />
          <Link className="beside-verse-close button" to={`${readerPath(book, chapter)}${search}`} replace>
            Close
          </Link>
        </div>
        <CrossReferencesPanel book={book} chapter={chapter} verse={selected} />
        <CommentariesSection book={book} chapter={chapter} verse={selected} />
        <TopicsSection book={book} chapter={chapter} verse={selected} />
      </div>
    );
  return (
    <aside className="card cross-refs">
      <h2 className="card-title">Cross references</h2>
      <p className="muted">Select a verse number to see its cross references, commentaries and topics.</p>
    </aside>
  );
}
