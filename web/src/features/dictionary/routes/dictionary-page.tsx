import { DEFAULT_DICTIONARY_PAGE_SIZE, DICTIONARY_PAGE_SIZES } from '@strongs/contracts';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { Tabs } from '../../../components/tabs';
import { ErrorCard, Spinner } from '../../../components/ui';
import { useDictionaryEntries, type DictionaryLanguage } from '../../../lib/api/list-dictionary-entries';
import { DictionaryCard } from '../components/dictionary-card';
import { DictionarySearchForm } from '../components/dictionary-search-form';
import { formatCount } from '../../../lib/format-count';

const TABS: { key: DictionaryLanguage; label: string }[] = [
  { key: 'all', label: 'All Entries' },
  { key: 'hebrew', label: 'Hebrew Only' },
  { key: 'greek', label: 'Greek Only' },
];

function readState(params: URLSearchParams) {
  const lang = params.get('lang');
  const page = Number(params.get('page') ?? '1');
  const limit = Number(params.get('limit') ?? DEFAULT_DICTIONARY_PAGE_SIZE);
  return {
    language: (lang === 'hebrew' || lang === 'greek' ? lang : 'all') as DictionaryLanguage,
    query: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (DICTIONARY_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_DICTIONARY_PAGE_SIZE,
  };
}

/** The dictionary browser; language, text, page and page size live in the address so links and Back restore them. */
export function DictionaryPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const query = useDictionaryEntries(state);
  const set = (patch: Partial<typeof state>) => {
    const next = { ...state, ...patch };
    const out = new URLSearchParams();
    if (next.language !== 'all') out.set('lang', next.language);
    if (next.query) out.set('q', next.query);
    if (next.page > 1) out.set('page', String(next.page));
    if (next.limit !== DEFAULT_DICTIONARY_PAGE_SIZE) out.set('limit', String(next.limit));
    setParams(out);
  };
  const data = query.data;
  const totalPages = data?.pagination.pages ?? 0;

  return (
    <Page title="Strong's Dictionary" className="dictionary-page">
      <h1>Strong's Dictionary</h1>
      <p className="lead">
        Hebrew and Greek entries of Strong's Exhaustive Concordance, each with the verses of the KJV where it
        occurs.
      </p>
      <Tabs
        tabs={TABS}
        active={state.language}
        onChange={(language) => set({ language, page: 1 })}
        label="Dictionary language"
      >
        <DictionarySearchForm
          key={`${state.language}|${state.query}`}
          language={state.language}
          initial={state.query}
          onSearch={(q) => set({ query: q, page: 1 })}
        />
        <div className="dictionary-toolbar">
          <p className="count-line" aria-live="polite">
            {data
              ? `Showing ${formatCount(data.entries.length)} of ${formatCount(data.pagination.total)} entries`
              : '\u00a0'}
          </p>
          <label htmlFor={`${id}-limit`}>Entries per page</label>
          <select
            id={`${id}-limit`}
            className="select"
            value={state.limit}
            onChange={(e) => set({ limit: Number(e.target.value), page: 1 })}
          >
            {DICTIONARY_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {query.isPending && <Spinner label="Loading entries…" />}
        {query.isError && (
          <ErrorCard
            title="Error loading Strong's Dictionary"
            message="We couldn't load the Strong's Dictionary entries. Please try again later."
          />
        )}
        {data && data.entries.length === 0 && (
          <p className="card empty-state" role="status">
            No entries found. Try a different search term.
          </p>
        )}
        {data && data.entries.length > 0 && (
          <ul
            className={`dictionary-grid${query.isPlaceholderData ? ' is-stale' : ''}`}
            aria-busy={query.isFetching}
          >
            {data.entries.map((entry) => (
              <li key={entry.strongsNumber}>
                <DictionaryCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
        {data && totalPages > 1 && (
          <Pagination
            variant="dictionary"
            page={data.pagination.page}
            totalPages={totalPages}
            onChange={(page) => {
              set({ page });
              window.scrollTo({ top: 0 });
            }}
            label="Dictionary pages"
          />
        )}
      </Tabs>
    </Page>
  );
}

export default DictionaryPage;
