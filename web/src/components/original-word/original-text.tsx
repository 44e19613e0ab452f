import { Fragment } from 'react';
import type { OriginalSegment } from '../../lib/original-segments';
import { StrongsSup } from '../strongs-sup';
import { OriginalWord } from './original-word';

interface OriginalTextProps {
  segments: OriginalSegment[];
  /** How the text is shown (the Hebrew without accents or points); the popover keeps the full form. */
  show?: (text: string) => string;
  onEntry?: (strongsNumber: string) => void;
  /** Strong's numbers after each word, as the reader's "Strong's numbers" switch shows them in every text. */
  showNumbers?: boolean;
}

/** An original-language verse whose words open their lemma and parsing; what lies between them is printed as is. */
export function OriginalText({ segments, show = (t) => t, onEntry, showNumbers = false }: OriginalTextProps) {
  return (
    <>
      {segments.map((s, i) =>
        s.word ? (
          <Fragment key={i}>
            <OriginalWord word={s.word} onEntry={onEntry}>
              {show(s.text)}
            </OriginalWord>
            {showNumbers && s.word.strongsNumbers.map((n) => <StrongsSup key={n} n={n} onOpen={onEntry} />)}
          </Fragment>
        ) : (
          <Fragment key={i}>{show(s.text)}</Fragment>
        ),
      )}
    </>
  );
}
