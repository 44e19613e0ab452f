import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HebrewWord } from '../data/words';
import { filterWords } from '../lib/filters';
import { He } from './hebrew-text';
import { formatCount } from '../../../lib/format-count';

const PAGE_SIZE = 50;
export const NO_WORDS = 'No words found matching your search.';

export function WordTable({ words }: { words: readonly HebrewWord[] }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => filterWords(words, query), [words, query]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{words.length} Basic Words</h2>
      <p className="hl-lead">
        The {words.length} most frequent Hebrew words of the Old Testament, counted in the Hebrew text. Each
        links to its Strong&apos;s Dictionary entry.
      </p>
      <div className="hl-toolbar" role="search">
        <div className="hl-field">
          <label htmlFor={`${id}-q`}>
            Search words (English, transliteration, Hebrew or Strong&apos;s number)
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            placeholder="e.g. king, melek, H4428"
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
      <p className="hl-count" aria-live="polite">
        Showing {rows.length} of {shown.length} words
      </p>
      {shown.length === 0 ? (
        <p className="hl-empty" role="status">
          {NO_WORDS}
        </p>
      ) : (
        <div className="hl-table-wrap" tabIndex={0} role="region" aria-label="Words table (scrolls sideways)">
          <table className="hl-table">
            <caption>Most frequent Hebrew words of the Old Testament, by number of occurrences</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Hebrew</th>
                <th scope="col">Transliteration</th>
                <th scope="col">Meaning</th>
                <th scope="col">Strong&apos;s</th>
                <th scope="col">Occurrences</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((w) => (
                <tr key={w.strongsNumber}>
                  <td className="hl-num">{w.rank}</td>
                  <th scope="row">
                    <Link to={`/dictionary/${w.strongsNumber}`}>
                      <He>{w.word}</He>
                    </Link>
                  </th>
                  <td>
                    <i>{w.transliteration}</i>
                  </td>
                  <td>{w.gloss}</td>
                  <td>
                    <Link to={`/dictionary/${w.strongsNumber}`}>{w.strongsNumber}</Link>
                  </td>
                  <td className="hl-num">{formatCount(w.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="hl-pager" aria-label="Word list pages">
          <button
            type="button"
            className="hl-button"
            disabled={current === 1}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </button>
          <span>
            Page {current} of {pages}
          </span>
          <button
            type="button"
            className="hl-button"
            disabled={current === pages}
            onClick={() => setPage(current + 1)}
          >
            Next
          </button>
        </nav>
      )}
      <p className="hl-source">
        Counted from the Westminster Leningrad Codex with the lemmas of the Open Scriptures Hebrew Bible.
        Original work of the Open Scriptures Hebrew Bible available at{' '}
        <a href="https://github.com/openscriptures/morphhb">https://github.com/openscriptures/morphhb</a> (CC
        BY 4.0). Meanings from Strong&apos;s Hebrew Dictionary (Open Scriptures, CC BY-SA).
      </p>
    </section>
  );
}
