import type { SearchQuery, TextTerm } from '../query/query-ast';

/**
 * tsquery syntax for a parsed query. Words reach here folded to letters and digits only, and each is
 * still quoted as a tsquery lexeme, so nothing a user types can become tsquery syntax. The text is
 * sent as a bind parameter and cast with ::tsquery (no second parse by a text-search parser).
 */
export function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function termText(term: TextTerm): string {
  switch (term.kind) {
    case 'word':
      return lexeme(term.word) + (term.prefix ? ':*' : '');
    case 'phrase':
      return `(${term.words.map(lexeme).join(' <-> ')})`;
  }
}

function groupText(group: TextTerm[]): string {
  return group.length === 1 ? termText(group[0]) : `(${group.map(termText).join(' | ')})`;
}

/** undefined when the query has no words (a Strong's number alone). */
export function toTsqueryText(query: SearchQuery): string | undefined {
  if (query.groups.length === 0) return undefined;
  return [...query.groups.map(groupText), ...query.excluded.map((t) => `!${termText(t)}`)].join(' & ');
}

/** 'H1254' also finds the augmented 'H1254a'..'H1254f' some sources use; 'H1254a' only itself. Never 'H12540'. */
export function strongsVariants(number: string): string[] {
  if (/[a-z]$/.test(number)) return [number];
  return [number, ...'abcdef'.split('').map((letter) => number + letter)];
}
