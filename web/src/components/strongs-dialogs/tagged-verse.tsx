import { splitTagged } from '../../lib/strongs';

/** A verse written 'word{H123}': the numbers appear as superscripts that open the entry, or are hidden. */
export function TaggedVerse({ rawText, showNumbers, onEntry }: { rawText: string; showNumbers: boolean; onEntry?: (n: string) => void }) {
  return (
    <>
      {splitTagged(rawText).map((item, i) => (
        <span key={i}>
          {item.word}
          {showNumbers && item.strongsNumber && (
            <sup className="strongs-sup">
              {onEntry ? (
                <button type="button" className="strongs-link" onClick={() => onEntry(item.strongsNumber!)} aria-label={`Strong's ${item.strongsNumber}: open the entry`}>
                  {item.strongsNumber}
                </button>
              ) : (
                item.strongsNumber
              )}
            </sup>
          )}
        </span>
      ))}
    </>
  );
}
