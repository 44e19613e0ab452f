import { ReaderError } from '../errors';
import { numberedLines, type LineSource } from './line-source';

export interface TsvRow {
  line: number;
  columns: ReadonlySet<string>;
  get(column: string): string;
}

/** Rows of a headed TSV file, quoting disabled (fields hold '"'); blank lines are skipped. */
export async function* tsvRows(lines: LineSource, required: readonly string[]): AsyncGenerator<TsvRow> {
  let columns: Map<string, number> | undefined;
  let names: ReadonlySet<string> = new Set();
  for await (const { line, text } of numberedLines(lines)) {
    if (!columns) {
      const header = text.replace(/^\uFEFF/, '').split('\t');
      columns = new Map(header.map((n, i) => [n.trim(), i]));
      names = new Set(columns.keys());
      const missing = required.filter((c) => !columns!.has(c));
      if (missing.length) throw new ReaderError(line, `Missing column(s): ${missing.join(', ')}`);
      continue;
    }
    if (!text.trim()) continue;
    const cells = text.split('\t');
    const index = columns;
    yield { line, columns: names, get: (column) => cells[index.get(column) ?? -1] ?? '' };
  }
}

export function positiveInt(value: string, what: string, line: number): number {
  if (!/^\d{1,3}$/.test(value.trim()) || Number(value) === 0)
    throw new ReaderError(line, `Bad ${what}: ${value.slice(0, 20)}`);
  return Number(value);
}
