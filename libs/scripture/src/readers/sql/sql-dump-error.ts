import { InputError } from '../../errors';

/** A dump that is refused as a whole: names the statement and the line it starts on. */
export class SqlDumpError extends InputError {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly statement: string,
  ) {
    super(`Line ${line}: ${reason}${statement ? ` (${statement})` : ''}`);
  }
}

/** The start of a statement as a message shows it: one line, at most 80 characters. */
export function statementSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
}
