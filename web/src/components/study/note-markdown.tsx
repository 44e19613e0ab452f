import { Fragment, type ReactNode } from 'react';

/**
 * A note's small Markdown subset, built as React elements: paragraphs, "- " lists, **bold**,
 * *italic*, `code` and [links](https://…). No HTML is ever parsed, so a note's "<img onerror>" is
 * shown as the text it is; a link keeps its href only for http(s) and mailto.
 */
const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/;

export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    if (i % 2 === 0) return part;
    if (part.startsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`')) return <code key={i}>{part.slice(1, -1)}</code>;
    if (part.startsWith('*')) return <em key={i}>{part.slice(1, -1)}</em>;
    const [, label, url] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part) ?? [];
    const href = safeHref(url ?? '');
    return href ? (
      <a key={i} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {label}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    );
  });
}

function lines(text: string): ReactNode[] {
  return text
    .split('\n')
    .flatMap((line, i) => (i === 0 ? inline(line) : [<br key={`br${i}`} />, ...inline(line)]));
}

export function NoteMarkdown({ text }: { text: string }) {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/);
  return (
    <span className="note-markdown">
      {blocks.map((block, i) => {
        const rows = block.split('\n');
        if (rows.every((row) => /^\s*[-*] /.test(row)))
          return (
            <ul key={i}>
              {rows.map((row, j) => (
                <li key={j}>{inline(row.replace(/^\s*[-*] /, ''))}</li>
              ))}
            </ul>
          );
        return (
          <span key={i} className="note-paragraph">
            {lines(block)}
          </span>
        );
      })}
    </span>
  );
}
