import type { SqlToken } from './sql-lexer';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export function identifierOf(token: SqlToken, fail: (reason: string) => never): string {
  if (token.type !== 'word' && token.type !== 'ident' && token.type !== 'dquoted')
    fail(`expected a name, found "${token.value}"`);
  if (!IDENTIFIER.test(token.value)) fail(`not a plain name: "${token.value}"`);
  return token.value.toLowerCase();
}

export class Cursor {
  private i = 0;

  constructor(
    private readonly tokens: SqlToken[],
    private readonly fail: (reason: string) => never,
  ) {}

  peek(): SqlToken | undefined {
    return this.tokens[this.i];
  }

  next(): SqlToken | undefined {
    return this.tokens[this.i++];
  }

  isWord(word: string): boolean {
    const t = this.peek();
    return t?.type === 'word' && t.value.toLowerCase() === word;
  }

  isPunct(p: string): boolean {
    const t = this.peek();
    return t?.type === 'punct' && t.value === p;
  }

  expectWord(word: string): void {
    if (!this.isWord(word))
      this.fail(`expected ${word.toUpperCase()}, found "${this.peek()?.value ?? 'end of statement'}"`);
    this.i++;
  }

  expectPunct(p: string): void {
    if (!this.isPunct(p)) this.fail(`expected "${p}", found "${this.peek()?.value ?? 'end of statement'}"`);
    this.i++;
  }

  /** A table name, plain or in the public schema (as pg_dump writes it); any other schema is refused. */
  tableName(): string {
    const t = this.next();
    if (!t) return this.fail('expected a table name');
    const name = identifierOf(t, this.fail);
    if (!this.isPunct('.')) return name;
    const qualified = `${t.value}.${this.tokens[this.i + 1]?.value ?? ''}`;
    if (name !== 'public')
      this.fail(`schema-qualified table names other than public.* are not accepted: ${qualified}`);
    this.next();
    const table = this.next();
    return table ? identifierOf(table, this.fail) : this.fail(`expected a table name after ${qualified}`);
  }

  /** Whether every token left is a word, a literal or one of the given punctuation marks. */
  restIsPlain(punct: string): boolean {
    return this.tokens.slice(this.i).every((t) => t.type !== 'punct' || punct.includes(t.value));
  }

  rest(): SqlToken[] {
    const rest = this.tokens.slice(this.i);
    this.i = this.tokens.length;
    return rest;
  }

  /** After an opening '(': the comma-separated parts up to its matching ')'. */
  parenthesisedParts(): SqlToken[][] {
    const parts: SqlToken[][] = [[]];
    let depth = 0;
    for (;;) {
      const t = this.next();
      if (!t) return this.fail('unbalanced parentheses');
      if (t.type === 'punct' && t.value === '(') depth++;
      if (t.type === 'punct' && t.value === ')') {
        if (depth === 0) break;
        depth--;
      }
      if (depth === 0 && t.type === 'punct' && t.value === ',') parts.push([]);
      else parts[parts.length - 1].push(t);
    }
    return parts.length === 1 && parts[0].length === 0 ? [] : parts;
  }
}
