import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/ui';
import { readerPath } from '../../../lib/books';
import { errorMessage } from '../../../lib/request';
import { useRstneSearch } from '../api/search-rstne';
import { DatabaseStatus } from '../components/database-status';
import '../diagnostics.css';

const QUERY = 'Genesis 12:1-3';

/** Diagnostic page: Genesis 12:1–3 from the rstne slot, with live database figures. */
export function GenesisTestPage() {
  const search = useRstneSearch(QUERY, 10);
  const verses = search.data?.results ?? [];
  return (
    <Page title="RSTNE Genesis Test">
      <h1>RSTNE Genesis 12:1-3 Test Results</h1>
      <p className="lead">
        Reads <code>GET /api/rstne/search?query={QUERY}</code> from the RSTNE slot. Every figure below comes
        from the running API.
      </p>
      <div className="dx-two-columns">
        <section className="card" aria-labelledby="dx-verses-title" aria-busy={search.isPending}>
          <h2 id="dx-verses-title" className="card-title">
            Verses
          </h2>
          {search.isPending && <Spinner label="Loading RSTNE Genesis 12:1-3..." />}
          {search.isError && (
            <p role="alert" className="error-text">
              Error: {errorMessage(search.error, 'Failed to fetch verses')}
            </p>
          )}
          {search.isSuccess && verses.length === 0 && <p className="empty-state">No verses found</p>}
          {verses.length > 0 && (
            <ol className="dx-verse-list">
              {verses.map((v) => (
                <li key={v.reference}>
                  <p className="dx-verse-ref">
                    <strong>{v.book_name}</strong> {v.chapter}:{v.verse}
                  </p>
                  <p className="verse-text">{v.text}</p>
                </li>
              ))}
            </ol>
          )}
          <p className="small">
            <Link to={readerPath(1, 12, 1)}>Read Genesis 12 in the KJV</Link>
            {' · '}
            <Link to="/results?q=Genesis%2012%3A1-3&db=kjv&page=1&parallel=true">Compare in parallel</Link>
          </p>
        </section>
        <DatabaseStatus restoredBookName={search.isSuccess ? (verses[0]?.book_name ?? '') : undefined} />
      </div>
    </Page>
  );
}

export default GenesisTestPage;
