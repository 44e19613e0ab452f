import { Link } from 'react-router-dom';
import type { VerseMark } from '../../lib/study/use-verse-marks';
import './study.css';

/** The classes that put a highlighted verse's colour behind its text (none for a verse without one). */
export const verseMarkClass = (mark: VerseMark | undefined): string =>
  mark?.colour ? ` study-marked study-hl-${mark.colour}` : '';

/**
 * Beside a verse outside the reader: a dot of its highlight colour, named in words for those who do not
 * see the colour, and ✎ when it has a note, which opens the verse in the reader where the note is.
 */
export function VerseMarks({
  mark,
  reference,
  readerHref,
}: {
  mark: VerseMark | undefined;
  reference: string;
  readerHref: string;
}) {
  if (!mark) return null;
  return (
    <span className="verse-marks">
      {mark.colour && (
        <span className={`study-hl-${mark.colour}`} title={`Highlighted ${mark.colour}`}>
          <span className="verse-marks-dot" aria-hidden="true" />
          <span className="visually-hidden">Highlighted {mark.colour}</span>
        </span>
      )}
      {mark.notes > 0 && (
        <Link
          to={readerHref}
          className="note-marker"
          aria-label={`Open the note${mark.notes > 1 ? 's' : ''} on ${reference}`}
          title={mark.notes > 1 ? `${mark.notes} notes` : 'Your note'}
        >
          ✎
        </Link>
      )}
    </span>
  );
}
