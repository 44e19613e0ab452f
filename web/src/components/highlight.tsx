import { Fragment } from 'react';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Marks the given words in a text, case-insensitively and on word boundaries. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  const clean = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!clean.length) return <>{text}</>;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${clean.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}
