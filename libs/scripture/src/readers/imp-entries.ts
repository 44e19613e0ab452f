import { numberedLines, type LineSource } from './line-source';

export interface ImpEntry {
  key: string;
  /** Line number of the `$$$` key line. */
  line: number;
  body: string;
}

/** Splits SWORD's import format into entries: a `$$$KEY` line, then the entry's lines. */
export async function* impEntries(lines: LineSource): AsyncGenerator<ImpEntry> {
  let current: { key: string; line: number; body: string[] } | undefined;
  for await (const { line, text } of numberedLines(lines)) {
    if (text.startsWith('$$$')) {
      if (current) yield { key: current.key, line: current.line, body: current.body.join('\n') };
      current = { key: text.slice(3).trim(), line, body: [] };
    } else if (current) {
      current.body.push(text);
    }
  }
  if (current) yield { key: current.key, line: current.line, body: current.body.join('\n') };
}
