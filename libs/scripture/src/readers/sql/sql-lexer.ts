import { SqlDumpError, statementSnippet } from './sql-dump-error';

export type SqlTokenType = 'word' | 'ident' | 'dquoted' | 'string' | 'number' | 'punct';

export interface SqlToken {
  type: SqlTokenType;
  value: string;
  line: number;
  start: number;
  end: number;
}

const MYSQL_ESCAPES: Record<string, string> = { '0': '\0', b: '\b', n: '\n', r: '\r', t: '\t', Z: '\x1a' };

/**
 * Splits dump text into tokens: comments dropped, strings (MySQL backslash escapes and doubled
 * quotes), backtick and double-quoted names kept whole, so a ';' or a keyword inside them is data.
 */
export function lexSql(text: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let i = 0;
  let line = 1;
  const fail = (reason: string, at: number, atLine: number): never => {
    throw new SqlDumpError(reason, atLine, statementSnippet(text.slice(at, at + 80)));
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\ufeff') {
      i++;
    } else if ((c === '-' && text[i + 1] === '-') || c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      // MySQL runs the inside of /*! ... */: it is a statement, not a comment, and is not accepted.
      if (text[i + 2] === '!' || text[i + 2] === '+') fail('MySQL conditional comment (executable) is not accepted', i, line);
      const close = text.indexOf('*/', i + 2);
      if (close < 0) fail('unterminated comment', i, line);
      for (let k = i; k < close; k++) if (text[k] === '\n') line++;
      i = close + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      const startLine = line;
      const start = i;
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) fail('unterminated quoted text', start, startLine);
        const d = text[i];
        if (d === c && text[i + 1] === c) {
          value += c;
          i += 2;
        } else if (d === c) {
          i++;
          break;
        } else if (d === '\\' && c !== '`') {
          const e = text[i + 1] ?? '';
          value += MYSQL_ESCAPES[e] ?? e;
          if (e === '\n') line++;
          i += 2;
        } else {
          if (d === '\n') line++;
          value += d;
          i++;
        }
      }
      tokens.push({ type: c === "'" ? 'string' : c === '`' ? 'ident' : 'dquoted', value, line: startLine, start, end: i });
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const m = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 64)) as RegExpExecArray;
      tokens.push({ type: 'number', value: m[0], line, start: i, end: i + m[0].length });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i, i + 256)) as RegExpExecArray;
      tokens.push({ type: 'word', value: m[0], line, start: i, end: i + m[0].length });
      i += m[0].length;
    } else {
      tokens.push({ type: 'punct', value: c, line, start: i, end: i + 1 });
      i++;
    }
  }
  return tokens;
}

export interface SqlStatement {
  tokens: SqlToken[];
  line: number;
  /** The statement's source text, for messages. */
  text: string;
}

/** Statements end at a ';' outside quotes and comments; a last statement without ';' counts too. */
export function splitSqlStatements(text: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let current: SqlToken[] = [];
  const close = (): void => {
    if (current.length === 0) return;
    const first = current[0];
    const last = current[current.length - 1];
    statements.push({ tokens: current, line: first.line, text: text.slice(first.start, last.end) });
    current = [];
  };
  for (const token of lexSql(text)) {
    if (token.type === 'punct' && token.value === ';') close();
    else current.push(token);
  }
  close();
  return statements;
}
