import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { readerPath } from '../../../lib/books';
import { useCrossReferences } from '../api/get-cross-references';
import { formatCount } from '../../../lib/format-count';

export function CrossReferencesPanel({
  book,
  chapter,
  verse,
}: {
  book: number;
  chapter: number;
  verse: number;
}) {
  const { data, isPending, isError } = useCrossReferences(book, chapter, verse);
  return (
    <aside className="card cross-refs" aria-labelledby="cross-refs-title">
      <h2 id="cross-refs-title" className="card-title">
        Cross references
      </h2>
      {isPending && <Spinner />}
      {isError && <p role="alert">Cross references could not be loaded.</p>}
      {data && data.crossReferences.length === 0 && (
        <p className="muted">No cross references for {data.reference}.</p>
      )}
      {data && data.crossReferences.length > 0 && (
        <>
          <p className="muted small">
            {formatCount(data.total)} for {data.reference} (OpenBible.info, CC BY)
          </p>
          <ul>
            {data.crossReferences.map((x) => (
              <li key={x.reference}>
                <Link to={readerPath(x.start.book, x.start.chapter, x.start.verse)}>{x.reference}</Link>
                <span className="small"> {x.text}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
