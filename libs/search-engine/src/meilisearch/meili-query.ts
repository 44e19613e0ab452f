import type { PhraseTerm, SearchQuery, TextTerm, WordTerm } from '../query/query-ast';
import { strongsVariants } from '../postgres/tsquery-text';
import { meiliAnyOf, meiliFilterValue } from './meili-filter';

/**
 * Meilisearch reads only the first 10 words of q (its documented "maximum number of query words") and
 * drops the rest without a word: more than this many phrase words are matched by us instead.
 */
export const MEILI_MAX_QUERY_WORDS = 10;

export interface MeiliSearchParts {
  /** The phrases Meilisearch matches itself, on the `folded` field. */
  q: string;
  /** Required plain words that fit beside the phrases in q: sent only to rank (the filter already demands them). */
  rankWords: string[];
  /** Exact filters on the `words` and `strongs` arrays and on `ord`. */
  filter: string[];
  /**
   * True when some phrase could not go into q (joined with OR, excluded, or past the 10th query word):
   * then the filter only narrows the candidates and each one is checked with matchesFoldedWords.
   */
  verify: boolean;
}

/** Every indexed word of the version that starts with the prefix: all of them, never the most frequent few. */
export type PrefixExpander = (prefix: string) => Promise<string[]>;

async function wordFilter(term: WordTerm, expand: PrefixExpander): Promise<string> {
  if (!term.prefix) return `words = ${meiliFilterValue(term.word)}`;
  const words = await expand(term.word);
  // A prefix nothing starts with still has to match nothing, not everything.
  return words.length ? meiliAnyOf('words', words) : `words = ${meiliFilterValue(term.word + '*')}`;
}

/** A verse can hold the phrase only if it holds each of its words. */
function phraseFilter(term: PhraseTerm): string {
  const words = [...new Set(term.words)];
  return words.length === 1
    ? `words = ${meiliFilterValue(words[0])}`
    : `(${words.map((w) => `words = ${meiliFilterValue(w)}`).join(' AND ')})`;
}

const termFilter = (term: TextTerm, expand: PrefixExpander): Promise<string> =>
  term.kind === 'word' ? wordFilter(term, expand) : Promise.resolve(phraseFilter(term));

const quoted = (term: PhraseTerm): string => `"${term.words.join(' ')}"`;

/**
 * How many of Meilisearch's 10 query terms a folded word may take: one, or, if its tokeniser splits at
 * an apostrophe after all ("god's" as god, ', s), up to three per apostrophe more. Counting high only
 * moves a phrase to the checked path; counting low would let Meilisearch drop its last words.
 */
export function tokenCost(word: string): number {
  return 1 + 2 * (word.match(/'/g)?.length ?? 0);
}

const phraseTokens = (phrases: readonly PhraseTerm[]): number =>
  phrases.reduce((n, p) => n + p.words.reduce((m, w) => m + tokenCost(w), 0), 0);

/**
 * Whether some phrase of the query cannot go into q (joined with OR, excluded, or past the 10th query
 * word), so that the filter only narrows the candidates and our code checks each one: the search's cost
 * then grows with the candidates, not with the hits.
 */
export function meiliChecksPhrasesInCode(query: SearchQuery): boolean {
  if (query.excluded.some((t) => t.kind === 'phrase')) return true;
  if (query.groups.some((group) => group.length > 1 && group.some((t) => t.kind === 'phrase'))) return true;
  const required = query.groups.flatMap((group) =>
    group.length === 1 && group[0].kind === 'phrase' ? [group[0]] : [],
  );
  return phraseTokens(required) > MEILI_MAX_QUERY_WORDS;
}

/**
 * Words, OR-groups, exclusions, prefixes, Strong's numbers and scopes become exact filters, so totals are
 * exact whatever Meilisearch's tokeniser does. Required phrases go into q while they fit in 10 words.
 */
export async function toMeiliSearch(query: SearchQuery, expand: PrefixExpander): Promise<MeiliSearchParts> {
  const filter: string[] = [];
  const phrases: PhraseTerm[] = [];
  const rankWords: string[] = [];
  for (const group of query.groups) {
    const parts = await Promise.all(group.map((t) => termFilter(t, expand)));
    filter.push(parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`);
    const [only] = group;
    if (group.length === 1 && only.kind === 'phrase') phrases.push(only);
    else if (group.length === 1 && only.kind === 'word' && !only.prefix) rankWords.push(only.word);
  }
  for (const term of query.excluded) {
    if (term.kind === 'word') filter.push(`NOT ${await wordFilter(term, expand)}`);
  }
  for (const number of query.strongs) filter.push(meiliAnyOf('strongs', strongsVariants(number)));
  if (query.excludedStrongs.length)
    filter.push(`NOT ${meiliAnyOf('strongs', query.excludedStrongs.flatMap(strongsVariants))}`);
  if (query.scope)
    filter.push(`ord ${query.scope.fromBook * 1_000_000} TO ${query.scope.toBook * 1_000_000 + 999_999}`);

  if (meiliChecksPhrasesInCode(query)) return { q: '', rankWords: [], filter, verify: true };
  const ranked: string[] = [];
  let room = MEILI_MAX_QUERY_WORDS - phraseTokens(phrases);
  for (const word of rankWords) {
    if (tokenCost(word) > room) break;
    ranked.push(word);
    room -= tokenCost(word);
  }
  return { q: phrases.map(quoted).join(' '), rankWords: ranked, filter, verify: false };
}
