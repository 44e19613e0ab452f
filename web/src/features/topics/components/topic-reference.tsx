import type { TopicVerseReference } from '@strongs/contracts';
import { Link } from 'react-router-dom';
import { readerPath } from '../../../lib/books';
import { formatCount } from '../../../lib/format-count';

/** The reader at a verse, in the version the topic is read in. */
export function readerLink(book: number, chapter: number, verse: number, version: string): string {
  const path = readerPath(book, chapter, verse);
  return version === 'kjv' ? path : `${path}?version=${encodeURIComponent(version)}`;
}

/** A reference of a topic: the link to the reader, then the text of its first verses. */
export function TopicReference({ reference, version }: { reference: TopicVerseReference; version: string }) {
  const { start } = reference;
  const single = reference.verses.length === 1 && reference.moreVerses === 0;
  return (
    <li className="topic-ref">
      <Link className="topic-ref-link" to={readerLink(start.book, start.chapter, start.verse, version)}>
        {reference.reference}
      </Link>{' '}
      {single ? (
        <span className="topic-ref-text">{reference.verses[0].text || <NotInVersion />}</span>
      ) : (
        <span className="topic-ref-text">
          {reference.verses.map((v) => (
            <span key={v.reference}>
              <sup className="verse-num">{v.verse}</sup>
              {v.text || <NotInVersion />}{' '}
            </span>
          ))}
          {reference.moreVerses > 0 && (
            <Link to={readerLink(start.book, start.chapter, start.verse, version)} className="small">
              … {formatCount(reference.moreVerses)} more {reference.moreVerses === 1 ? 'verse' : 'verses'}
            </Link>
          )}
        </span>
      )}
    </li>
  );
}

function NotInVersion() {
  return <span className="muted">(not in this version)</span>;
}
