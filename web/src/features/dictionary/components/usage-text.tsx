import { useId } from 'react';
import { usagePieces, type UsageMark } from '../lib/usage-marks';

/** Strong's preface, in short: what each sign before a KJV rendering means. */
const EXPLAIN: Record<UsageMark, (language: string) => string> = {
  idiom: (language) =>
    `Strong’s “X”: the rendering that follows is an idiom of the ${language} construction, not a translation of this word by itself.`,
  phrase: (language) =>
    `Strong’s “+”: the rendering that follows translates this word together with one or more other ${language} words (a phrase).`,
};

const SIGN: Record<UsageMark, string> = { idiom: 'X', phrase: '+' };

function StrongsMark({ mark, language }: { mark: UsageMark; language: string }) {
  const id = useId();
  return (
    // A button, so that a keyboard or a tap reaches the explanation as a pointer's hover does.
    <button
      type="button"
      className="strongs-mark"
      aria-label={`Strong’s ${SIGN[mark]}`}
      aria-describedby={id}
    >
      {SIGN[mark]}
      <span className="strongs-mark-tip" role="tooltip" id={id}>
        {EXPLAIN[mark](language)}
      </span>
    </button>
  );
}

/** The KJV's renderings of an entry, Strong's X and + shown as marks that explain themselves (as Blue Letter Bible does). */
export function UsageText({ usage, language }: { usage: string; language: 'hebrew' | 'greek' }) {
  const name = language === 'hebrew' ? 'Hebrew' : 'Greek';
  const pieces = usagePieces(usage);
  return (
    <>
      <p className="usage-text">
        {pieces.map((piece, i) =>
          'mark' in piece ? <StrongsMark key={i} mark={piece.mark} language={name} /> : piece.text,
        )}
      </p>
      {pieces.some((piece) => 'mark' in piece) && (
        <p className="small muted usage-legend">
          In Strong&rsquo;s list, X marks a rendering that is a mere idiom of the {name}, + a rendering of a
          phrase, and ( ) a word or syllable sometimes given with the rendering.
        </p>
      )}
    </>
  );
}
