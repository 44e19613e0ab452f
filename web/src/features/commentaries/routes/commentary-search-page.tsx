import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { Skeletons } from '../../../components/ui';
import { useCommentaryWorks } from '../../../lib/api/get-commentaries';
import { readerPath } from '../../../lib/books';
import { formatCount } from '../../../lib/format-count';
import { errorMessage } from '../../../lib/request';
import { useCommentarySearch } from '../api/search-commentaries';
import './commentary-search-page.css';

/** `/commentaries?q=shepherd&work=tdavid&page=2`: the comments whose text has the words, matches marked. */
export function CommentarySearchPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const work = params.get('work') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const works = useCommentaryWorks();
  const query = useCommentarySearch(q, work, page);
  const data = query.data;

  const go = (next: { q?: string; work?: string; page?: number }) => {
    const values = { q, work, page: 1, ...next };
    const search = new URLSearchParams();
    if (values.q) search.set('q', values.q);
    if (values.work) search.set('work', values.work);
    if (values.page > 1) search.set('page', String(values.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };

  return (
    <Page title={q ? `Commentaries: ${q}` : 'Search the commentaries'} className="commentary-search-page">
      <h1>Search the commentaries</h1>
      <form className="commentary-search-form" role="search" onSubmit={submit}>
        <label htmlFor={`${id}-q`}>Words</label>
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder='born again, "living water", shepherd -sheep'
        />
        <label htmlFor={`${id}-work`}>In</label>
        <select
          id={`${id}-work`}
          className="select"
          value={work}
          onChange={(e) => go({ work: e.target.value })}
        >
          <option value="">All commentaries</option>
          {works.data?.works.map((w) => (
            <option key={w.code} value={w.code}>
              {w.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {!q && (
        <p className="muted">
          Enter words to find them in Matthew Henry, Scofield and the Treasury of David.
        </p>
      )}
      {query.isPending && q && <Skeletons count={5} label="Searching the commentaries" />}
      {query.isError && <p role="alert">{errorMessage(query.error, 'The search could not be completed.')}</p>}
      {data && (
        <p className="count-line" aria-live="polite">
          {data.total === 0
            ? `No comment has “${data.query}”.`
            : `${formatCount(data.total)} comments have “${data.query}”`}
        </p>
      )}
      {data && data.results.length > 0 && (
        <ol className="commentary-hits">
          {data.results.map((hit) => (
            <li key={`${hit.work}-${hit.key}`} className="card commentary-hit">
              <h2 className="card-title">
                <Link to={readerPath(hit.book, hit.chapter, hit.startVerse || undefined)}>
                  {hit.reference}
                </Link>{' '}
                <span className="muted small">{hit.workName}</span>
              </h2>
              <p>
                {hit.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data && data.totalPages > 1 && (
        <Pagination page={data.page} totalPages={data.totalPages} onChange={(p) => go({ page: p })} />
      )}
    </Page>
  );
}

export default CommentarySearchPage;
