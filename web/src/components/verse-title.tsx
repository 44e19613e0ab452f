import { Highlight } from './highlight';

/**
 * A verse's title (a Psalm superscription) shown above a hit that lies in it: without it a hit list would
 * show a verse without the tagged word. Words of the hit are marked as in the verse.
 */
export function VerseTitle({ title, words = [] }: { title?: string; words?: readonly string[] }) {
  if (!title) return null;
  return (
    <p className="verse-title">
      <span className="visually-hidden">Title: </span>
      <Highlight text={title} words={words} />
    </p>
  );
}
