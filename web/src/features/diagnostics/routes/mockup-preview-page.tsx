import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Skeletons } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { RESULTS_PAGE_SIZE, useSearchResults } from '../../../lib/api/get-search-results';
import { ParallelToggle } from '../../../components/parallel-toggle';
import { useStrongsDialogs } from '../../../components/strongs-dialogs/use-strongs-dialogs';
import { MockupParallel } from '../components/mockup-parallel';
import { MockupVerse } from '../components/mockup-verse';
import '../diagnostics.css';
import { formatCount } from '../../../lib/format-count';

const DEFAULT_QUERY = 'beginning';
const VERSION = 'kjv';

/** The search screen's mock-up in a frame of viewport height minus 64 px; every figure comes from a real search. */
export function MockupPreviewPage() {
  const [input, setInput] = useState(DEFAULT_QUERY);
  const [query, setQuery] = useState(DEFAULT_QUERY);
  const [page, setPage] = useState(1);
  const [parallel, setParallel] = useState(false);
  const search = useSearchResults({ q: query, db: VERSION, page, perPage: RESULTS_PAGE_SIZE, strongs: true });
  const { openAnalysis, openEntry, dialogs } = useStrongsDialogs(VERSION);
  const totalPages = search.data?.totalPages ?? 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!input.trim()) return;
    setQuery(input.trim());
    setPage(1);
  };

  return (
    <Page title="Mock-up Preview" className="dx-mockup-page">
      <h1 className="visually-hidden">Mock-up Preview</h1>
      <section
        className="dx-frame"
        aria-label="Search screen mock-up"
        style={{ height: 'calc(100vh - 64px)' }}
      >
        <form className="search-row dx-mock-search" role="search" onSubmit={submit}>
          <label htmlFor="dx-mock-q" className="visually-hidden">
            Search the Bible
          </label>
          <input
            id="dx-mock-q"
            type="search"
            className="input"
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </form>
        <div className="dx-mock-toolbar">
          <p className="count-line" role="status" data-testid="mock-results-line">
            {search.data
              ? `Results for "${search.data.query}" in ${VERSION.toUpperCase()} (${formatCount(search.data.totalResults)} matches)`
              : search.isError
                ? `Error: ${errorMessage(search.error, 'Failed to fetch search results')}`
                : `Searching for "${query}"…`}
          </p>
          <ParallelToggle checked={parallel} onChange={setParallel} label="PARALLEL" />
          <button type="button" className="button" onClick={() => setParallel((p) => !p)}>
            {parallel ? 'Show Regular View' : 'Show Parallel View'}
          </button>
        </div>
        <div className="dx-mock-layout">
          <div className="dx-mock-main">
            {parallel ? (
              <MockupParallel />
            ) : (
              <>
                {search.isPending && <Skeletons count={3} />}
                {search.data?.results.map((r) => (
                  <MockupVerse key={r.id} result={r} onStrongs={openAnalysis} onEntry={openEntry} />
                ))}
                {search.data && search.data.totalResults === 0 && (
                  <p className="empty-state">No results found</p>
                )}
                {totalPages > 0 && (
                  <nav className="dx-mock-pagination" aria-label="Mock-up pagination">
                    <button
                      type="button"
                      className="page-button"
                      disabled={page <= 1}
                      onClick={() => setPage(page - 1)}
                    >
                      Previous
                    </button>
                    <span>
                      Page {page} of {totalPages}
                    </span>
                    <button
                      type="button"
                      className="page-button"
                      disabled={page >= totalPages}
                      onClick={() => setPage(page + 1)}
                    >
                      Next
                    </button>
                  </nav>
                )}
              </>
            )}
          </div>
          <aside className="dx-mock-aside" aria-labelledby="dx-featured">
            <h2 id="dx-featured" className="small-heading">
              Featured Resources
            </h2>
            <ul>
              <li>
                <Link to="/dictionary">Strong's Dictionary</Link>
              </li>
              <li>
                <Link to="/parallel-bible">Parallel Bible View</Link>
              </li>
              <li>
                <Link to="/hebrew-learning">Learn Hebrew</Link>
              </li>
              <li>
                <Link to={`/results?${new URLSearchParams({ q: query, db: VERSION, page: '1' })}`}>
                  All results for “{query}”
                </Link>
              </li>
            </ul>
          </aside>
        </div>
      </section>
      {dialogs}
    </Page>
  );
}

export default MockupPreviewPage;
