import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/ui';
import { readerPath } from '../../../lib/books';
import { Highlight } from '../../../components/highlight';
import { VerseTitle } from '../../../components/verse-title';
import { OCCURRENCES_PAGE_SIZE, useStrongsDefinition } from '../api/get-strongs-definition';
import { formatCount } from '../../../lib/format-count';

/** Every KJV verse tagged with the number, in a 500 px scrolling list with the tagged English words marked. */
export function OccurrencesTab({
  strongsNumber,
  totalVerses,
}: {
  strongsNumber: string;
  totalVerses: number;
}) {
  const [page, setPage] = useState(1);
  const query = useStrongsDefinition(strongsNumber, page, OCCURRENCES_PAGE_SIZE);
  return (
    <div className="occurrences">
      <p className="occurrences-head">
        <span>
          {strongsNumber} occurs in {formatCount(totalVerses)} verses in the KJV
        </span>
        <Link className="button button-small" to={`/search?q=${encodeURIComponent(strongsNumber)}`}>
          See All
        </Link>
      </p>
      {query.isPending && <Spinner label="Loading occurrences…" />}
      {query.isError && <p role="alert">Error loading verse examples. Please try again later.</p>}
      {query.data && query.data.occurrences.length === 0 && (
        <p className="muted">No verses of the KJV are tagged with {strongsNumber}.</p>
      )}
      {query.data && query.data.occurrences.length > 0 && (
        <>
          {/* The list scrolls on its own: focusable so the keyboard can scroll it (axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ol className="occurrence-list" tabIndex={0} aria-label={`Verses with ${strongsNumber}`}>
            {query.data.occurrences.map((o) => (
              <li key={o.reference}>
                <p className="occurrence-links">
                  <Link to={readerPath(o.bookNumber, o.chapter, o.verse, true)}>{o.reference}</Link>
                  <Link
                    className="small"
                    to={readerPath(o.bookNumber, o.chapter, undefined, true)}
                    aria-label={`Chapter ${o.book} ${o.chapter}`}
                  >
                    Chapter
                  </Link>
                </p>
                <VerseTitle title={o.heading} words={o.matchedWords} />
                <p>
                  <Highlight text={o.text} words={o.matchedWords} />
                </p>
              </li>
            ))}
          </ol>
          <Pagination
            variant="dictionary"
            page={query.data.pagination.page}
            totalPages={query.data.pagination.pages}
            onChange={setPage}
            label="Occurrence pages"
          />
        </>
      )}
    </div>
  );
}
