import type { BookOccurrenceCount } from '@strongs/contracts';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { abbreviateBook, BOOKS, isOldTestament, OLD_TESTAMENT_BOOKS } from '../../../lib/books';
import { formatCount } from '../../../lib/format-count';

const BAR = 16;
const GAP = 4;
const HEIGHT = 160;
const LABEL = 44;
const TOP = 18;
/** The drawing's fixed height, which the loading page reserves too. */
export const CHART_HEIGHT = HEIGHT + LABEL + TOP;

/** Where a bar leads: the search results for the number within that book. */
export function bookHitsPath(strongsNumber: string, book: string): string {
  return `/results?${new URLSearchParams({ q: `${strongsNumber} in:${book.replace(/\s+/g, '')}`, db: 'kjv', page: '1' }).toString()}`;
}

/**
 * Occurrences of a number by book as an SVG bar chart: canonical order, Old and New Testament coloured
 * apart, every book of the testaments where the number occurs. Hover or focus shows the count; a click opens the book's hits.
 */
export function OccurrencesChart({
  strongsNumber,
  books,
}: {
  strongsNumber: string;
  books: BookOccurrenceCount[];
}) {
  const navigate = useNavigate();
  const [active, setActive] = useState<number | null>(null);
  const counts = new Map(books.map((b) => [b.bookNumber, b]));
  const hasOt = books.some((b) => isOldTestament(b.bookNumber));
  const hasNt = books.some((b) => !isOldTestament(b.bookNumber));
  const shown = BOOKS.map((name, i) => ({ name, number: i + 1 })).filter((b) =>
    isOldTestament(b.number) ? hasOt : hasNt,
  );
  const max = Math.max(1, ...books.map((b) => b.count));
  const width = shown.length * (BAR + GAP) + GAP;
  const activeBook = active ? counts.get(active) : undefined;
  const open = (e: MouseEvent, name: string) => {
    e.preventDefault();
    void navigate(bookHitsPath(strongsNumber, name));
  };
  if (!books.length) return <p className="muted">{strongsNumber} is not tagged in any verse of the KJV.</p>;
  return (
    <figure className="occurrence-chart">
      <figcaption>
        Verses with {strongsNumber} by book{' '}
        <span className="legend">
          {hasOt && <span className="legend-ot">Old Testament</span>}{' '}
          {hasNt && <span className="legend-nt">New Testament</span>}
        </span>
      </figcaption>
      <p className="chart-readout" aria-live="polite">
        {activeBook
          ? `${activeBook.book}: ${formatCount(activeBook.count)} verses (${formatCount(activeBook.words)} words)`
          : 'Hover or focus a bar to see its count; select it to open the verses.'}
      </p>
      <div className="chart-scroll">
        <svg
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          width={width}
          height={CHART_HEIGHT}
          role="group"
          aria-label={`Occurrences of ${strongsNumber} by book`}
        >
          {shown.map((b, i) => {
            const entry = counts.get(b.number);
            const count = entry?.count ?? 0;
            const h = count ? Math.max(2, (count / max) * HEIGHT) : 0;
            const x = GAP + i * (BAR + GAP);
            const ot = isOldTestament(b.number);
            const label = abbreviateBook(b.name);
            const bar = (
              <>
                <rect x={x} y={TOP} width={BAR} height={HEIGHT} className="bar-bg" />
                {count > 0 && (
                  <rect
                    x={x}
                    y={TOP + HEIGHT - h}
                    width={BAR}
                    height={h}
                    className={ot ? 'bar-ot' : 'bar-nt'}
                  />
                )}
                <text
                  x={x + BAR / 2}
                  y={TOP + HEIGHT + 6}
                  transform={`rotate(60 ${x + BAR / 2} ${TOP + HEIGHT + 6})`}
                  className="bar-label"
                >
                  {label}
                </text>
              </>
            );
            if (!count)
              return (
                <g key={b.number} aria-hidden="true">
                  {bar}
                </g>
              );
            return (
              <a
                key={b.number}
                href={bookHitsPath(strongsNumber, b.name)}
                aria-label={`${label === b.name ? b.name : `${label}, ${b.name}`}: ${count} ${count === 1 ? 'verse' : 'verses'}`}
                data-book={b.name}
                data-count={count}
                onClick={(e) => open(e, b.name)}
                onMouseEnter={() => setActive(b.number)}
                onMouseLeave={() => setActive(null)}
                onFocus={() => setActive(b.number)}
                onBlur={() => setActive(null)}
                className={`chart-bar${b.number > OLD_TESTAMENT_BOOKS ? ' nt' : ' ot'}`}
              >
                {bar}
              </a>
            );
          })}
          {activeBook && (
            <text
              x={GAP + shown.findIndex((b) => b.number === activeBook.bookNumber) * (BAR + GAP) + BAR / 2}
              y={TOP + HEIGHT - Math.max(2, (activeBook.count / max) * HEIGHT) - 4}
              textAnchor="middle"
              className="bar-value"
              aria-hidden="true"
            >
              {activeBook.count}
            </text>
          )}
        </svg>
      </div>
    </figure>
  );
}
