import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Pagination, PastLastPage } from '../../../components/pagination';
import { comparePath } from '../../../lib/compare-path';
import { resultsPath } from '../../../lib/results-path';
import { useToast } from '../../../components/toast/toast-context';
import { Skeletons } from '../../../components/ui';
import { errorMessage } from '../../../lib/request';
import { useParallelDefault } from '../../../lib/settings';
import { ReconciliationView } from '../../../components/reconciliation/reconciliation-view';
import { AdSlot } from '../../../components/promotions/ad-slot';
import { ContentBoxSlot } from '../../../components/promotions/content-box-slot';
import { ResultsSidebar } from '../../../components/promotions/results-sidebar';
import { useStrongsDialogs } from '../../../components/strongs-dialogs/use-strongs-dialogs';
import { useSearchResults } from '../../../lib/api/get-search-results';
import { useVersions } from '../../../lib/api/get-versions';
import { trackSearch } from '../api/track-search';
import { ParallelToggle } from '../../../components/parallel-toggle';
import { ResultsList } from '../components/results-list';
import { SearchError, SearchFixLinks } from '../components/search-error';
import { fixesForEmptySearch, fixesForRefusedSearch } from '../components/search-fixes';
import { SearchForm } from '../components/search-form';
import { useSearchState, versionOf } from '../components/use-search-state';
import { formatCount } from '../../../lib/format-count';
import { useStatePerKey } from '../../../lib/use-state-per-key';
import { SwitchField } from '../../../components/switch-field';
import { useRememberSearch } from '../../../lib/last-search';
import { VersionCredit } from '../../../components/credit-line';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { CopyOptionsMenu } from '../../../components/copy-options';

/** Spec §9: 10 skeleton placeholders while loading. */
const SKELETONS = 10;
const NONE_EXPANDED: ReadonlySet<string> = new Set();

export function ResultsPage() {
  useRememberSearch();
  const { q, db, page, parallel: parallelInAddress, includeRstne, update } = useSearchState();
  const parallelDefault = useParallelDefault();
  // The address names the mode only when it differs from the default (the visitor's choice, else the site's).
  const parallel = parallelInAddress ?? parallelDefault;
  // The view animates between modes, not when the page first shows its results (their fade-in held back the
  // largest paint of the page).
  const [firstMode] = useState(parallel);
  const [modeSwitched, setModeSwitched] = useState(false);
  if (!modeSwitched && parallel !== firstMode) setModeSwitched(true);
  const version = versionOf(db);
  const [strongsEnhanced, setStrongsEnhanced] = useState(false);
  // Expansion is cleared whenever query, database or page changes (spec §2).
  const [expanded, setExpanded] = useStatePerKey(`${q}\u0000${db}\u0000${page}`, NONE_EXPANDED);
  const toast = useToast();
  // Deferred: an answer's cards are drawn in a transition that yields to the browser between slices, not in
  // one long task (a query's update is otherwise drawn at once); the skeletons stay until they are ready.
  const query = useDeferredValue(useSearchResults({ q, db, page, strongs: strongsEnhanced }));
  const { openAnalysis, openParallel, openEntry, dialogs } = useStrongsDialogs(version);
  const versions = useVersions();
  const rstne = versions.data?.find((v) => v.code === 'rstne');
  const rstneLabel = rstne?.kind === 'derived' ? 'Restored Names (derived from KJV)' : 'RSTNE';
  const emptyBecause = fixesForEmptySearch(q, query.data?.kind, version, versions.data ?? []);

  // Stable, so the list (memoised) is not drawn again when unrelated answers (versions, settings) arrive.
  const toggleExpanded = useCallback(
    (id: string) =>
      setExpanded((all) => {
        const next = new Set(all);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [setExpanded],
  );

  // The search-tracking call goes out when the address shows a non-empty query at page 1.
  const tracked = useRef('');
  useEffect(() => {
    const key = `${q}\u0000${db}`;
    if (q.trim() && page === 1 && tracked.current !== key) {
      tracked.current = key;
      void trackSearch({ query: q.trim(), database: db });
    }
  }, [q, db, page]);

  useEffect(() => {
    if (query.isError)
      toast({
        title: 'Search Error',
        description: errorMessage(query.error, 'Failed to perform search. Please try again.'),
        variant: 'error',
      });
  }, [query.isError, query.error, toast]);

  const data = query.data;
  const first = data ? (data.currentPage - 1) * data.perPage + 1 : 0;
  const last = data ? first + data.results.length - 1 : 0;
  const loading = query.isPending && q.trim().length > 0;
  const turnPage = (p: number) => {
    update({ page: p });
    window.scrollTo({ top: 0 });
  };
  useShortcuts({
    next: () => data && data.currentPage < data.totalPages && turnPage(data.currentPage + 1),
    previous: () => data && data.currentPage > 1 && turnPage(data.currentPage - 1),
  });

  return (
    <Page title={q ? `Results for ${q}` : 'Search results'} className="results-page">
      <h1 className="visually-hidden">Search results</h1>
      <SearchForm
        key={`${q}|${db}`}
        initialQuery={q}
        initialVersion={version}
        full={false}
        onSearch={(s) => update({ q: s.q, db: s.version, page: 1 })}
      />
      <div className="results-toolbar">
        <ParallelToggle
          checked={parallel}
          onChange={(next) => update({ parallel: next === parallelDefault ? undefined : next })}
          label="Parallel view"
        />
        {!parallel && (
          <SwitchField checked={strongsEnhanced} onChange={setStrongsEnhanced}>
            Strong's Enhanced
          </SwitchField>
        )}
        {!parallel && <CopyOptionsMenu />}
        {data && data.totalResults > 0 && (
          <p className="count-line" aria-live="polite">
            Showing {formatCount(first)}-{formatCount(last)} of {formatCount(data.totalResults)} results
          </p>
        )}
      </div>
      {data?.lexiconMatches && (
        <p className="lexicon-matches" role="status">
          In the dictionary:{' '}
          {data.lexiconMatches.map((m, i) => (
            <span key={m.strongsNumber}>
              {i > 0 && ', '}
              <Link to={`/strongs/${m.strongsNumber}`}>
                {m.strongsNumber} {m.lemma} ({m.transliteration})
              </Link>{' '}
              · <Link to={resultsPath(m.strongsNumber, db)}>search {m.strongsNumber}</Link>
            </span>
          ))}
        </p>
      )}
      {data && data.kind !== 'reference' && q.trim() && (
        <p className="compare-link commentary-search-link">
          <Link to={`/commentaries?q=${encodeURIComponent(q.trim())}`}>
            Search the commentaries for “{q.trim()}”
          </Link>
        </p>
      )}
      {data?.topicMatches && (
        <p className="topic-matches" role="status">
          Topics:{' '}
          {data.topicMatches.map((m, i) => (
            <span key={m.slug}>
              {i > 0 && ' · '}
              <Link to={`/topics/${m.slug}`}>{m.name}</Link>
            </span>
          ))}
        </p>
      )}
      {data?.kind === 'reference' && data.results.length > 0 && (
        <p className="compare-link">
          <Link to={comparePath(q.trim(), version)}>
            Compare “{q.trim()}” side by side in several translations
          </Link>
        </p>
      )}
      {data && !query.isPlaceholderData && (
        <PastLastPage requested={page} shown={data.currentPage} totalPages={data.totalPages} />
      )}
      <ContentBoxSlot position="search" />
      {!q.trim() && <p className="muted">Enter a word, phrase or reference above to search the Bible.</p>}
      {loading && <Skeletons count={SKELETONS} label="Loading search results" />}
      {query.isError && !data && (
        <SearchError
          error={query.error}
          fallback="The search could not be completed. Check the words and try again."
          fixes={fixesForRefusedSearch(q, version, versions.data ?? [])}
        />
      )}
      {data && data.results.length === 0 && (
        <div className="card empty-state" role="status">
          <h2 className="card-title">No results found</h2>
          <p>
            Nothing in {version.toUpperCase()} matches “{q}”.
            {emptyBecause && <> {emptyBecause.reason}</>}
          </p>
          {emptyBecause && <SearchFixLinks fixes={emptyBecause.fixes} />}
          {data.didYouMean && (
            <p>
              Did you mean <Link to={resultsPath(data.didYouMean, db)}>{data.didYouMean}</Link>?
            </p>
          )}
        </div>
      )}
      {data && data.results.length > 0 && (
        <div
          className={`${modeSwitched ? 'mode-switch ' : ''}${parallel ? 'mode-parallel' : 'mode-list'}`}
          key={parallel ? 'parallel' : 'list'}
        >
          {parallel ? (
            <ReconciliationView results={data.results} version={version} rstneLabel={rstneLabel} />
          ) : (
            <div className="results-layout">
              <div className="results-main">
                <AdSlot position="results" />
                <ResultsList
                  results={data.results}
                  version={version}
                  expanded={expanded}
                  onToggleExpanded={toggleExpanded}
                  strongsEnhanced={strongsEnhanced}
                  includeRstne={includeRstne}
                  onAnalysis={openAnalysis}
                  onParallel={openParallel}
                  onEntry={openEntry}
                />
                <VersionCredit code={version} />
                <ContentBoxSlot position="results" />
              </div>
              <ResultsSidebar />
            </div>
          )}
        </div>
      )}
      {data && data.totalPages > 1 && (
        <footer className="results-footer">
          <Pagination
            page={data.currentPage}
            totalPages={data.totalPages}
            onChange={turnPage}
            label="Results pages"
          />
          {q && (
            <p className="muted">
              Browsing page {data.currentPage} of {data.totalPages} for search term “{q}”
            </p>
          )}
        </footer>
      )}
      {dialogs}
    </Page>
  );
}

export default ResultsPage;
