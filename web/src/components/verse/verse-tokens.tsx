import type { VerseTokenView } from '@strongs/contracts';
import { Highlight } from '../highlight';

interface VerseTokensProps {
  tokens: VerseTokenView[];
  showNumbers: boolean;
  onStrongs?: (strongsNumber: string) => void;
  highlight?: readonly string[];
}

/** Verse text from its tokens: KJV added words in italics, words of Jesus in red, Strong's numbers as superscripts. */
export function VerseTokens({ tokens, showNumbers, onStrongs, highlight = [] }: VerseTokensProps) {
  return (
    <>
      {tokens.map((token, i) => {
        const cls = [token.added ? 'added' : '', token.red ? 'red-letter' : '', token.divine ? 'divine-name' : ''].filter(Boolean).join(' ');
        const text = <Highlight text={token.text} words={highlight} />;
        return (
          <span key={i} className={cls || undefined}>
            {token.added ? <em>{text}</em> : text}
            {showNumbers &&
              token.strongs?.map((n) => (
                <sup key={n} className="strongs-sup">
                  {onStrongs ? (
                    <button type="button" className="strongs-link" onClick={() => onStrongs(n)} aria-label={`Strong's ${n}: open the entry`}>
                      {n}
                    </button>
                  ) : (
                    n
                  )}
                </sup>
              ))}
          </span>
        );
      })}
    </>
  );
}
