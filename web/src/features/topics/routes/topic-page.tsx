import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { ErrorCard, Spinner } from '../../../components/ui';
import { InstalledVersionSelect } from '../../../components/installed-version-select';
import { formatCount } from '../../../lib/format-count';
import { errorMessage } from '../../../lib/request';
import { useTopic } from '../api/get-topic';
import { TopicLine } from '../components/topic-line';

/** One topic: its sub-topics in order, every verse with its text in the version chosen, page by page. */
export function TopicPage() {
  const id = useId();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const version = (params.get('version') ?? 'kjv').toLowerCase();
  const pageParam = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const query = useTopic(slug, version, page);
  const set = (patch: { version?: string; page?: number }) => {
    const out = new URLSearchParams();
    const nextVersion = patch.version ?? version;
    const nextPage = patch.page ?? page;
    if (nextVersion !== 'kjv') out.set('version', nextVersion);
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };
  const data = query.data;
  return (
    <Page
      title={data ? `${data.name} (Nave's Topical Bible)` : "Nave's Topical Bible"}
      className="topic-page"
    >
      <p className="small">
        <Link to="/topics">Nave's Topical Bible</Link>
      </p>
      <h1>{data?.name ?? slug.toUpperCase()}</h1>
      <div className="topic-toolbar">
        <label htmlFor={`${id}-version`}>Version</label>
        <InstalledVersionSelect
          id={`${id}-version`}
          value={version}
          onChange={(code) => set({ version: code, page: 1 })}
        />
        {data && (
          <p className="count-line" aria-live="polite">
            {formatCount(data.referenceCount)} references in {formatCount(data.subTopicCount)} sub-topics
            {data.totalPages > 1 ? ` · page ${data.currentPage} of ${data.totalPages}` : ''}
          </p>
        )}
      </div>
      {query.isPending && <Spinner label="Loading the topic…" />}
      {query.isError && (
        <ErrorCard
          title="Topic not available"
          message={errorMessage(query.error, "We couldn't load this topic.")}
        >
          <p>
            <Link to="/topics">Browse every topic</Link>
          </p>
        </ErrorCard>
      )}
      {data && (
        <ol
          className={`topic-lines${query.isPlaceholderData ? ' is-stale' : ''}`}
          aria-busy={query.isFetching}
        >
          {data.subTopics.map((line) => (
            <TopicLine key={line.position} line={line} version={data.version} />
          ))}
        </ol>
      )}
      {data && (
        <Pagination
          variant="dictionary"
          page={data.currentPage}
          totalPages={data.totalPages}
          onChange={(next) => {
            set({ page: next });
            window.scrollTo({ top: 0 });
          }}
          label="Topic pages"
        />
      )}
      {data && (
        <p className="muted small">
          {data.work.name} ({data.work.licence}).
        </p>
      )}
    </Page>
  );
}

export default TopicPage;
