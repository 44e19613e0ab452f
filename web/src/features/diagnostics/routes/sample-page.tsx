import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Skeletons } from '../../../components/ui';
import { readerPath } from '../../../lib/books';
import { errorMessage } from '../../../lib/request';
import { useSearchResults } from '../../../lib/api/get-search-results';
import { contentLines } from '../../../components/verse/content-lines';
import { VerseTokens } from '../../../components/verse/verse-tokens';
import { VersionSelect } from '../../../components/version-select';
import '../diagnostics.css';
import { formatCount } from '../../../lib/format-count';
import { SwitchField } from '../../../components/switch-field';

const SAMPLE_SIZE = 5;
const DEFAULT_QUERY = 'In the beginning';

/** The landing mock-up: logo, search box, version, Strong's switch, and sample results from a live search. */
export function SamplePage() {
  const id = useId();
  const [input, setInput] = useState(DEFAULT_QUERY);
  const [version, setVersion] = useState('kjv');
  const [submitted, setSubmitted] = useState({ q: DEFAULT_QUERY, db: 'kjv' });
  const [showNumbers, setShowNumbers] = useState(false);
  const search = useSearchResults({
    q: submitted.q,
    db: submitted.db,
    page: 1,
    perPage: SAMPLE_SIZE,
    strongs: true,
  });
  const fullResults = `/results?${new URLSearchParams({ q: submitted.q, db: submitted.db, page: '1' })}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (input.trim()) setSubmitted({ q: input.trim(), db: version });
  };

  return (
    <Page title="Sample Landing Page">
      <div className="dx-sample">
        <div className="dx-sample-main">
          <div className="dx-sample-logo">
            <img src="/logo.svg" alt="" width={96} height={96} />
            <h1>Strong's Dictionary</h1>
          </div>
          <form className="dx-sample-form" role="search" onSubmit={submit}>
            <label htmlFor={`${id}-q`} className="visually-hidden">
              Search text
            </label>
            <input
              id={`${id}-q`}
              type="search"
              className="input search-input"
              placeholder="Enter a word, phrase, or reference..."
              value={input}
              onChange={(e) => setInput(e.target.value)}
            />
            <label htmlFor={`${id}-v`}>Version</label>
            <VersionSelect id={`${id}-v`} value={version} onChange={setVersion} />
            <button type="submit" className="button button-primary">
              Search
            </button>
          </form>
          <SwitchField checked={showNumbers} onChange={setShowNumbers}>
            Show Strong's Numbers
          </SwitchField>
          <section aria-labelledby={`${id}-results`} aria-busy={search.isFetching}>
            <h2 id={`${id}-results`} className="small-heading">
              Sample results
            </h2>
            {search.data && (
              <p className="muted small" role="status">
                The first {Math.min(SAMPLE_SIZE, search.data.results.length)} of{' '}
                {formatCount(search.data.totalResults)} live results for “{search.data.query}” in{' '}
                {search.data.version.toUpperCase()}. <Link to={fullResults}>See all results</Link>
              </p>
            )}
            {search.isPending && <Skeletons count={SAMPLE_SIZE} />}
            {search.isError && (
              <p role="alert" className="error-text">
                Error: {errorMessage(search.error, 'Failed to fetch search results')}
              </p>
            )}
            {search.data?.results.length === 0 && <p className="empty-state">No results found</p>}
            <ul className="dx-sample-results">
              {search.data?.results.map((r) => (
                <li key={r.id} className="card">
                  <h3 className="result-title">
                    <Link to={readerPath(r.book, r.chapter, r.verse, showNumbers)}>{r.title}</Link>
                  </h3>
                  <p className="verse-text">
                    {r.tokens ? (
                      <VerseTokens tokens={r.tokens} showNumbers={showNumbers} highlight={r.matchedWords} />
                    ) : (
                      contentLines(r.content)
                        .map((l) => l.text)
                        .join(' ')
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="dx-sample-aside card" aria-labelledby={`${id}-aside`}>
          <h2 id={`${id}-aside`} className="card-title">
            Study further
          </h2>
          <ul>
            <li>
              <Link to="/hebrew-learning">Learn Hebrew</Link>
            </li>
            <li>
              <Link to="/dictionary">Strong's Dictionary</Link>
            </li>
          </ul>
        </aside>
      </div>
    </Page>
  );
}

export default SamplePage;
