import type { VerseTokenView } from '@strongs/contracts';
import { useMemo } from 'react';
import { HighlightedText, highlightPattern } from '../highlight';
import { StrongsSup } from '../strongs-sup';

interface VerseTokensProps {
  tokens: VerseTokenView[];
  showNumbers: boolean;
  onStrongs?: (strongsNumber: string) => void;
  highlight?: readonly string[];
}

/** Consecutive words drawn alike: one element for the run instead of one per word. */
interface Run {
  cls: string;
  added: boolean;
  text: string;
  /** Shown after the run's last word, which is the word they tag. */
  strongs: readonly string[];
}

const classOf = (token: VerseTokenView): string =>
  [token.added ? 'added' : '', token.red ? 'red-letter' : '', token.divine ? 'divine-name' : '']
    .filter(Boolean)
    .join(' ');

export function tokenRuns(tokens: readonly VerseTokenView[], showNumbers: boolean): Run[] {
  const runs: Run[] = [];
  for (const token of tokens) {
    const cls = classOf(token);
    const last = runs[runs.length - 1];
    if (last && last.cls === cls && !last.strongs.length) last.text += token.text;
    else runs.push({ cls, added: Boolean(token.added), text: token.text, strongs: [] });
    if (showNumbers && token.strongs?.length) runs[runs.length - 1].strongs = token.strongs;
  }
  return runs;
}

/**
 * Verse text from its tokens: KJV added words in italics, words of Jesus in red, Strong's numbers as
 * superscripts. Words drawn alike are joined, so a chapter is a few dozen elements rather than a thousand.
 */
export function VerseTokens({ tokens, showNumbers, onStrongs, highlight = [] }: VerseTokensProps) {
  const runs = useMemo(() => tokenRuns(tokens, showNumbers), [tokens, showNumbers]);
  const words = highlight.join('\u0000');
  const pattern = useMemo(() => highlightPattern(words ? words.split('\u0000') : []), [words]);
  return (
    <>
      {runs.map((run, i) => {
        const text = <HighlightedText text={run.text} pattern={pattern} />;
        const numbers = run.strongs.map((n) => <StrongsSup key={n} n={n} onOpen={onStrongs} />);
        return (
          <span key={i} className={run.cls || undefined}>
            {run.added ? <em>{text}</em> : text}
            {numbers}
          </span>
        );
      })}
    </>
  );
}
