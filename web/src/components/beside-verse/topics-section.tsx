import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useVerseTopics } from '../../lib/api/get-verse-topics';
import { formatCount } from '../../lib/format-count';
import { Spinner } from '../ui';

/** Sub-topic names shown after a topic's name; the topic page has the rest. */
const LABELS_SHOWN = 3;

/**
 * "Topics" beside a verse: the topics of Nave's Topical Bible that cite it, each with the sub-topics that do,
 * linking to the topic page. Shown beside the reader's cross references and in the STRONGS dialog.
 */
export function TopicsSection({
  book,
  chapter,
  verse,
  enabled = true,
  headingLevel = 2,
}: {
  book: number;
  chapter: number;
  verse: number;
  enabled?: boolean;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const { data, isPending, isError } = useVerseTopics(book, chapter, verse, enabled);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card beside-topics" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="card-title">
        Topics
      </Heading>
      {isPending && <Spinner label="Loading topics…" />}
      {isError && <p role="alert">Topics could not be loaded.</p>}
      {data && data.topics.length === 0 && (
        <p className="muted">No topic of Nave's Topical Bible cites {data.reference}.</p>
      )}
      {data && data.topics.length > 0 && (
        <>
          <p className="muted small">
            {formatCount(data.total)} {data.total === 1 ? 'topic cites' : 'topics cite'} {data.reference} in
            Nave's Topical Bible
          </p>
          <ul className="beside-topics-list">
            {data.topics.map((topic) => {
              const labels = topic.subTopics.map((s) => s.label).filter(Boolean);
              return (
                <li key={topic.slug}>
                  <Link to={`/topics/${topic.slug}`}>{topic.name}</Link>
                  {labels.length > 0 && (
                    <span className="small">
                      {' '}
                      · {labels.slice(0, LABELS_SHOWN).join('; ')}
                      {labels.length > LABELS_SHOWN ? '; …' : ''}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {data.total > data.topics.length && (
            <p className="muted small">
              The first {formatCount(data.topics.length)} are listed;{' '}
              <Link to="/topics">browse every topic</Link>.
            </p>
          )}
        </>
      )}
    </section>
  );
}
