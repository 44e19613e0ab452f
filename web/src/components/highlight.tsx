import { Fragment } from 'react';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words to mark, case-insensitively and on word boundaries; null when there are none. Build it once per list of words. */
export function highlightPattern(words: readonly string[]): RegExp | null {
  const clean = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!clean.length) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(${clean.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** A text with the pattern's matches in `<mark>`. */
export function HighlightedText({ text, pattern }: { text: string; pattern: RegExp | null }) {
  if (!pattern) return <>{text}</>;
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}

/** Marks the given words in a text, case-insensitively and on word boundaries. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  return <HighlightedText text={text} pattern={highlightPattern(words)} />;
}
