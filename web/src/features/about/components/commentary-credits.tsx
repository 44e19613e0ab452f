import { Spinner } from '../../../components/ui';
import { useCommentaryWorks } from '../../../lib/api/get-commentaries';
import { formatCount } from '../../../lib/format-count';

/** The installed commentaries with their licence and source, as the catalogue has them. */
export function CommentaryCredits() {
  const { data, isPending, isError } = useCommentaryWorks();
  if (isPending) return <Spinner label="Loading commentaries…" />;
  if (isError) return <p className="muted">The list of commentaries could not be loaded.</p>;
  return (
    <ul className="credits">
      {data.works.map((work) => (
        <li key={work.code}>
          <strong>{work.name}</strong>: {work.licence}. {formatCount(work.entryCount)} comments, from the{' '}
          {work.source}, shown beside every verse they cover in the reader and the Strong's analysis.
        </li>
      ))}
    </ul>
  );
}
