import { pageWindow } from '../lib/page-window';
import { formatCount } from '../lib/format-count';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Results: up to 5 numbers, widened at the edges. Dictionary: current ±1 plus first and last. */
  variant?: 'results' | 'dictionary';
  label?: string;
}

export function Pagination({
  page,
  totalPages,
  onChange,
  variant = 'results',
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = pageWindow(
    page,
    totalPages,
    variant === 'results' ? { maxNumbers: 5, widen: true } : { maxNumbers: 5, widen: false },
  );
  const go = (p: number) => {
    if (p >= 1 && p <= totalPages && p !== page) onChange(p);
  };
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="page-button" onClick={() => go(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <ul>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`page-button${item === page ? ' is-current' : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="page-ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="page-button"
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
      >
        Next
      </button>
    </nav>
  );
}

/** Said when the address asked for a page past the end and the server answered with its last page instead. */
export function PastLastPage({
  requested,
  shown,
  totalPages,
}: {
  requested: number;
  shown: number;
  totalPages: number;
}) {
  if (totalPages < 1 || requested <= totalPages || shown !== totalPages) return null;
  return (
    <p className="muted past-last-page" role="status">
      There is no page {formatCount(requested)}: showing page {formatCount(shown)}, the last.
    </p>
  );
}
