import type { SearchResultItem } from '@strongs/contracts';
import { Link } from 'react-router-dom';
import { readerPath } from '../../../lib/books';

/** '89:12' of 'Psalms 89:12', '13:5-6' of 'Psalms 13:5-6'. */
const chapterVerse = (reference: string) => reference.slice(reference.lastIndexOf(' ') + 1);

/**
 * A hit's reference. A text numbered otherwise than the KJV (the WLC's Psalms 89:13) carries both numbers:
 * its own opens the text itself in the reader, 'KJV 89:12' the KJV-numbered verse every other page uses.
 */
export function ResultTitle({ result, version }: { result: SearchResultItem; version: string }) {
  if (!result.kjvReference || !result.kjvChapter || !result.kjvVerse)
    return <Link to={readerPath(result.book, result.chapter, result.verse)}>{result.title}</Link>;
  const own = `${readerPath(result.book, result.chapter, result.verse)}?version=${encodeURIComponent(version)}`;
  const kjv = result.psalmTitle
    ? `KJV ${result.kjvChapter} title`
    : `KJV ${chapterVerse(result.kjvReference)}`;
  return (
    <>
      <Link to={own}>{result.title}</Link>
      <span className="kjv-numbering">
        {' · '}
        <Link to={readerPath(result.book, result.kjvChapter, result.kjvVerse)}>{kjv}</Link>
      </span>
    </>
  );
}
