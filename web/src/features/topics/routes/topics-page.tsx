import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { ErrorCard, Spinner } from '../../../components/ui';
import { formatCount } from '../../../lib/format-count';
import { useTopicList, type TopicListState } from '../api/list-topics';
import { LetterBar } from '../components/letter-bar';
import { TopicSearchForm } from '../components/topic-search-form';

function readState(params: URLSearchParams): TopicListState {
  const letter = (params.get('letter') ?? '').toUpperCase();
  const page = Number(params.get('page') ?? '1');
  return {
    query: params.get('q') ?? '',
    letter: /^[A-Z]$/.test(letter) ? letter : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Nave's Topical Bible, A–Z or searched; the letter, words and page live in the address. */
export function TopicsPage() {
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const query = useTopicList(state);
  const set = (next: TopicListState) => {
    const out = new URLSearchParams();
    if (next.query) out.set('q', next.query);
    if (next.letter) out.set('letter', next.letter);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };
  const data = query.data;
  return (
    <Page title="Nave's Topical Bible" className="topics-page">
      <h1>Nave's Topical Bible</h1>
      <p className="lead">
        Orville J. Nave's 5,000 topics of the Bible, each with the verses that speak of it, grouped by
        sub-topic.
      </p>
      <TopicSearchForm
        key={state.query}
        initial={state.query}
        onSearch={(q) => set({ query: q, letter: null, page: 1 })}
      />
      <LetterBar letters={data?.letters ?? []} current={state.query ? null : state.letter} />
      <p className="count-line" aria-live="polite">
        {data
          ? `${formatCount(data.total)} ${data.total === 1 ? 'topic' : 'topics'}${
              data.query ? ` matching “${data.query}”` : data.letter ? ` beginning with ${data.letter}` : ''
            }`
          : '\u00a0'}
      </p>
      {query.isPending && <Spinner label="Loading topics…" />}
      {query.isError && (
        <ErrorCard
          title="Error loading topics"
          message="We couldn't load the topics. Please try again later."
        />
      )}
      {data && data.topics.length === 0 && (
        <p className="card empty-state" role="status">
          No topic is named so. Try another word, or browse by letter.
        </p>
      )}
      {data && data.topics.length > 0 && (
        <ul
          className={`topic-index${query.isPlaceholderData ? ' is-stale' : ''}`}
          aria-busy={query.isFetching}
        >
          {data.topics.map((topic) => (
            <li key={topic.slug}>
              <Link to={`/topics/${topic.slug}`}>{topic.name}</Link>
              <span className="muted small">
                {' '}
                {formatCount(topic.referenceCount)} {topic.referenceCount === 1 ? 'reference' : 'references'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          variant="dictionary"
          page={data.currentPage}
          totalPages={data.totalPages}
          onChange={(page) => {
            set({ ...state, page });
            window.scrollTo({ top: 0 });
          }}
          label="Topic pages"
        />
      )}
      {data && (
        <p className="muted small">
          {data.work.name}: {data.work.licence}.
        </p>
      )}
    </Page>
  );
}

export default TopicsPage;
