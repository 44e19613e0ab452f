import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Pagination, PastLastPage } from '../../../components/pagination';
import { Skeletons } from '../../../components/ui';
import { RESULTS_PAGE_SIZE, searchResultsQueryOptions } from '../../../lib/api/get-search-results';
import { trackSearch } from '../api/track-search';
import { SearchError } from '../components/search-error';
import { StrongsResultCard } from '../components/strongs-result-card';
import { formatCount } from '../../../lib/format-count';
import { useRememberSearch } from '../../../lib/last-search';
import { searchResultVerse, useVerseMarks } from '../../../lib/study/use-verse-marks';

export function StrongsResultsPage() {
  useRememberSearch();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const query = useQuery(searchResultsQueryOptions({ q, page, perPage: RESULTS_PAGE_SIZE }));
  const data = query.data;
  const markOf = useVerseMarks((data?.results ?? []).map(searchResultVerse));

  const tracked = useRef('');
  useEffect(() => {
    if (data && page === 1 && tracked.current !== q) {
      tracked.current = q;
      void trackSearch({ searchTerm: q, resultCount: data.totalResults, searchType: 'strongs' });
    }
  }, [data, page, q]);

  if (!q) return <Navigate to="/" replace />;

  // A page below 1 or above the last page is ignored (spec §5).
  const goTo = (next: number) => {
    if (!data || next < 1 || next > data.totalPages) return;
    setParams({ q, page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <Page title={`Strong's results for ${q}`}>
      <h1>Strong's results for “{q}”</h1>
      {query.isPending && <Skeletons count={10} label="Loading Strong's results" />}
      {query.isError && (
        <SearchError
          error={query.error}
          fallback="There was an error fetching search results. Please try again."
        />
      )}
      {data && data.totalResults === 0 && (
        <div className="card empty-state" role="status">
          <h2 className="card-title">No results found</h2>
          <Link className="button button-primary" to="/">
            Return to Home
          </Link>
        </div>
      )}
      {data && data.totalResults > 0 && (
        <>
          <p className="count-line">
            Found {formatCount(data.totalResults)} verses for “{q}” — page {data.currentPage} of{' '}
            {data.totalPages}
          </p>
          {!query.isPlaceholderData && (
            <PastLastPage requested={page} shown={data.currentPage} totalPages={data.totalPages} />
          )}
          <ol className="results-list">
            {data.results.map((r) => (
              <li key={r.id}>
                <StrongsResultCard result={r} mark={markOf(searchResultVerse(r))} />
              </li>
            ))}
          </ol>
          <Pagination
            page={data.currentPage}
            totalPages={data.totalPages}
            onChange={goTo}
            label="Strong's results pages"
          />
        </>
      )}
    </Page>
  );
}

export default StrongsResultsPage;
