import type { SearchQuery, TextTerm } from '../query/query-ast';
import { QueryParseError } from '../query/query-parse.error';
import { strongsVariants } from '../postgres/tsquery-text';

export interface MeiliSearchParts {
  q: string;
  filter: string[];
}

/** Filter values are folded words or normalised Strong's numbers; still, quotes and backslashes are escaped. */
export function filterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const anyOf = (field: string, values: string[]): string =>
  values.length === 1 ? `${field} = ${filterValue(values[0])}` : `${field} IN [${values.map(filterValue).join(', ')}]`;

export type PrefixExpander = (prefix: string) => Promise<string[]>;

async function wordFilter(term: Extract<TextTerm, { kind: 'word' }>, expand: PrefixExpander): Promise<string> {
  if (!term.prefix) return `words = ${filterValue(term.word)}`;
  const words = await expand(term.word);
  // A prefix nothing starts with still has to match nothing, not everything.
  return words.length ? anyOf('words', words) : `words = ${filterValue(term.word + '*')}`;
}

/**
 * Words, OR-groups of words, exclusions, Strong's numbers and scopes become exact filters on the
 * `words` and `strongs` arrays; phrases go into q, where Meilisearch matches them word for word.
 */
export async function toMeiliSearch(versionCode: string, query: SearchQuery, expand: PrefixExpander): Promise<MeiliSearchParts> {
  const filter = [`version = ${filterValue(versionCode)}`];
  const phrases: string[] = [];
  for (const group of query.groups) {
    if (group.length === 1 && group[0].kind === 'phrase') {
      phrases.push(`"${group[0].words.join(' ')}"`);
      continue;
    }
    if (group.some((t) => t.kind === 'phrase')) {
      throw new QueryParseError('This search engine cannot join a phrase with OR: search the phrases one at a time');
    }
    const parts = await Promise.all(group.map((t) => wordFilter(t as Extract<TextTerm, { kind: 'word' }>, expand)));
    filter.push(parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`);
  }
  for (const term of query.excluded) {
    if (term.kind === 'phrase') phrases.push(`-"${term.words.join(' ')}"`);
    else filter.push(`NOT (${await wordFilter(term, expand)})`);
  }
  for (const number of query.strongs) filter.push(anyOf('strongs', strongsVariants(number)));
  if (query.excludedStrongs.length) filter.push(`NOT ${anyOf('strongs', query.excludedStrongs.flatMap(strongsVariants))}`);
  if (query.scope) filter.push(`ord ${query.scope.fromBook * 1_000_000} TO ${query.scope.toBook * 1_000_000 + 999_999}`);
  return { q: phrases.join(' '), filter };
}
