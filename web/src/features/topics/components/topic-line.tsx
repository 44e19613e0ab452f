import type { TopicSubTopic } from '@strongs/contracts';
import { Link } from 'react-router-dom';
import { linkedLabel } from './linked-label';
import { TopicReference } from './topic-reference';

/** A sub-topic (level 0) or an item under it (level 1): its words with their "See" links, and its verses. */
export function TopicLine({ line, version }: { line: TopicSubTopic; version: string }) {
  const Heading = line.level === 0 ? 'h2' : 'h3';
  const { inline, rest } = linkedLabel(line.label, line.links);
  return (
    <li className={`topic-line topic-line-${line.level}`}>
      {line.label && (
        <Heading className="topic-line-label">
          {inline}
          {line.continued && <span className="muted small"> (continued)</span>}
        </Heading>
      )}
      {rest.length > 0 && (
        <p className="topic-see">
          See:{' '}
          {rest.map((link, i) => (
            <span key={`${link.target}-${i}`}>
              {i > 0 && ', '}
              {link.slug ? <Link to={`/topics/${link.slug}`}>{link.label}</Link> : link.label}
            </span>
          ))}
        </p>
      )}
      {line.references.length > 0 && (
        <ul className="topic-refs">
          {line.references.map((reference, i) => (
            <TopicReference key={`${reference.reference}-${i}`} reference={reference} version={version} />
          ))}
        </ul>
      )}
    </li>
  );
}
