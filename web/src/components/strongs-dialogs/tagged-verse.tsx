import { splitTagged } from '../../lib/strongs';
import { StrongsSup } from '../strongs-sup';

/** A verse written 'word{H123}': the numbers appear as superscripts that open the entry, or are hidden. */
export function TaggedVerse({
  rawText,
  showNumbers,
  onEntry,
}: {
  rawText: string;
  showNumbers: boolean;
  onEntry?: (n: string) => void;
}) {
  return (
    <>
      {splitTagged(rawText).map((item, i) => (
        <span key={i}>
          {item.word}
          {showNumbers && item.strongsNumber && <StrongsSup n={item.strongsNumber} onOpen={onEntry} />}
        </span>
      ))}
    </>
  );
}
