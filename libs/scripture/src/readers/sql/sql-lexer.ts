import { SqlDumpError, statementSnippet } from './sql-dump-error';

export type SqlTokenType = 'word' | 'ident' | 'dquoted' | 'string' | 'number' | 'punct' | 'meta';

export interface SqlToken {
  type: SqlTokenType;
  value: string;
  line: number;
  start: number;
  end: number;
}

const MYSQL_ESCAPES: Record<string, string> = { '0': '\0', b: '\b', n: '\n', r: '\r', t: '\t', Z: '\x1a' };

/**
 * Reads dump text token by token: comments dropped, strings (MySQL backslash escapes unless
 * standard strings are on, doubled quotes), backtick and double-quoted names kept whole, so a ';'
 * or a keyword inside them is data. The inside of a MySQL executable comment (`/*!40101 SET ... *\/`)
 * is read as the statement MySQL would run; a psql meta-command line (`\restrict`) is one 'meta' token.
 */
export class SqlLexer {
  private i = 0;
  private line = 1;
  private inExecutable = false;
  /** Postgres' standard_conforming_strings: a backslash in '...' is a backslash (E'...' still escapes). */
  standardStrings = false;

  constructor(private readonly text: string) {}

  private fail(reason: string, at: number, atLine: number): never {
    throw new SqlDumpError(reason, atLine, statementSnippet(this.text.slice(at, at + 80)));
  }

  private atLineStart(): boolean {
    for (let k = this.i - 1; k >= 0 && this.text[k] !== '\n'; k--) if (!/\s/.test(this.text[k])) return false;
    return true;
  }

  next(): SqlToken | undefined {
    const text = this.text;
    while (this.i < text.length) {
      const i = this.i;
      const c = text[i];
      if (c === '\n') {
        this.line++;
        this.i++;
      } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\ufeff') {
        this.i++;
      } else if ((c === '-' && text[i + 1] === '-') || c === '#') {
        while (this.i < text.length && text[this.i] !== '\n') this.i++;
      } else if (c === '*' && text[i + 1] === '/' && this.inExecutable) {
        this.inExecutable = false;
        this.i += 2;
      } else if (c === '/' && text[i + 1] === '*') {
        this.comment();
      } else if (c === '\\' && this.atLineStart()) {
        const end = text.indexOf('\n', i);
        const value = text.slice(i, end < 0 ? text.length : end).trim();
        this.i = end < 0 ? text.length : end;
        return { type: 'meta', value, line: this.line, start: i, end: this.i };
      } else if (c === "'" || c === '"' || c === '`') {
        return this.quoted(c, c !== '`' && !this.standardStrings);
      } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
        const m = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64)) as RegExpExecArray;
        this.i += m[0].length;
        return { type: 'number', value: m[0], line: this.line, start: i, end: this.i };
      } else if (/[A-Za-z_]/.test(c)) {
        const m = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i, i + 256)) as RegExpExecArray;
        this.i += m[0].length;
        // E'...' is one Postgres string with backslash escapes: the E is its prefix, not a word.
        if ((m[0] === 'E' || m[0] === 'e') && text[this.i] === "'") return this.quoted("'", true);
        return { type: 'word', value: m[0], line: this.line, start: i, end: this.i };
      } else {
        this.i++;
        return { type: 'punct', value: c, line: this.line, start: i, end: this.i };
      }
    }
    return undefined;
  }

  private comment(): void {
    const text = this.text;
    const i = this.i;
    // MariaDB's sandbox line (`/*M!999999\- enable the sandbox mode *\/`) is a client switch, not SQL.
    if (text.startsWith('/*M!999999\\- ', i)) {
      const close = text.indexOf('*/', i);
      this.i = close < 0 ? text.length : close + 2;
      return;
    }
    // MySQL runs the inside of /*!NNNNN ... *\/: it is read as SQL, under the same rules as the rest.
    const executable = /^\/\*M?!\d{0,6}/.exec(text.slice(i, i + 12));
    if (executable) {
      if (this.inExecutable) this.fail('nested MySQL executable comment', i, this.line);
      this.inExecutable = true;
      this.i += executable[0].length;
      return;
    }
    if (text[i + 2] === '+') this.fail('optimizer hint comments are not accepted', i, this.line);
    const close = text.indexOf('*/', i + 2);
    if (close < 0) this.fail('unterminated comment', i, this.line);
    for (let k = i; k < close; k++) if (text[k] === '\n') this.line++;
    this.i = close + 2;
  }

  private quoted(quote: string, backslashEscapes: boolean): SqlToken {
    const text = this.text;
    const startLine = this.line;
    const start = this.i;
    let value = '';
    let i = this.i + 1;
    for (;;) {
      if (i >= text.length) this.fail('unterminated quoted text', start, startLine);
      const d = text[i];
      if (d === quote && text[i + 1] === quote) {
        value += quote;
        i += 2;
      } else if (d === quote) {
        i++;
        break;
      } else if (d === '\\' && backslashEscapes) {
        const e = text[i + 1] ?? '';
        value += MYSQL_ESCAPES[e] ?? e;
        if (e === '\n') this.line++;
        i += 2;
      } else {
        if (d === '\n') this.line++;
        value += d;
        i++;
      }
    }
    this.i = i;
    return {
      type: quote === "'" ? 'string' : quote === '`' ? 'ident' : 'dquoted',
      value,
      line: startLine,
      start,
      end: i,
    };
  }

  /**
   * The data lines of a `COPY ... FROM stdin;` that just ended: from the next line up to the line
   * `\.`, left for the caller to decode. Throws when the file ends first.
   */
  copyData(): { lines: string[]; line: number } {
    const text = this.text;
    let at = text.indexOf('\n', this.i);
    if (at < 0) this.fail('COPY data without its end line "\\."', this.i, this.line);
    if (text.slice(this.i, at).trim())
      this.fail('COPY data must start on the line after the COPY statement', this.i, this.line);
    this.line++;
    const first = this.line;
    const lines: string[] = [];
    for (;;) {
      const start = at + 1;
      if (start >= text.length) this.fail('COPY data without its end line "\\."', start, this.line);
      const end = text.indexOf('\n', start);
      const raw = text.slice(start, end < 0 ? text.length : end);
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      at = end < 0 ? text.length : end;
      if (line === '\\.') break;
      lines.push(line);
      this.line++;
    }
    this.i = at;
    return { lines, line: first };
  }
}

export interface SqlStatement {
  tokens: SqlToken[];
  line: number;
  /** The statement's source text, for messages. */
  text: string;
  /** The rows of a `COPY ... FROM stdin`, as written. */
  copy?: { lines: string[]; line: number };
}

const isCopyFromStdin = (tokens: readonly SqlToken[]): boolean =>
  tokens[0]?.type === 'word' &&
  tokens[0].value.toLowerCase() === 'copy' &&
  tokens.some(
    (t, k) =>
      t.type === 'word' &&
      t.value.toLowerCase() === 'from' &&
      tokens[k + 1]?.type === 'word' &&
      tokens[k + 1].value.toLowerCase() === 'stdin',
  );

const setsStandardStrings = (tokens: readonly SqlToken[]): boolean | undefined => {
  const words = tokens.map((t) => t.value.toLowerCase());
  if (words[0] !== 'set' || words[1] !== 'standard_conforming_strings') return undefined;
  return words[words.length - 1] === 'on' || words[words.length - 1] === 'true';
};

/** Statements end at a ';' outside quotes and comments; a last statement without ';' counts too. */
export function splitSqlStatements(text: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  const lexer = new SqlLexer(text);
  let current: SqlToken[] = [];
  const close = (): SqlStatement | undefined => {
    if (current.length === 0) return undefined;
    const first = current[0];
    const last = current[current.length - 1];
    const statement: SqlStatement = {
      tokens: current,
      line: first.line,
      text: text.slice(first.start, last.end),
    };
    statements.push(statement);
    current = [];
    return statement;
  };
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.type === 'meta' && current.length === 0) {
      current.push(token);
      close();
    } else if (token.type === 'punct' && token.value === ';') {
      const statement = close();
      if (!statement) continue;
      const standard = setsStandardStrings(statement.tokens);
      if (standard !== undefined) lexer.standardStrings = standard;
      if (isCopyFromStdin(statement.tokens)) statement.copy = lexer.copyData();
    } else {
      current.push(token);
    }
  }
  close();
  return statements;
}
