import { meiliChecksPhrasesInCode } from '../meilisearch/meili-query';
import type { SearchEngine, SearchSort } from '../search-engine';
import type { SearchQuery } from './query-ast';

/** Beyond these a search is "costly": it may read much of the index or rank thousands of verses. */
const CHEAP_MAX_ALTERNATIVES = 4;
const CHEAP_MAX_PHRASE_WORDS = 8;
const CHEAP_MAX_PAGE = 20;

/**
 * Whether a parsed search may be expensive on the engine that runs it, judged from its shape alone (no
 * round trip): prefixes, relevance ranking, many OR alternatives, long phrases or deep pages, and on
 * Meilisearch a phrase it leaves to our code (`"the lord" OR god`). The search service runs such searches
 * in a small lane of their own, so they can never take the whole pool.
 */
export function isCostlySearch(
  query: SearchQuery,
  sort: SearchSort | undefined,
  page: number,
  engine: SearchEngine['name'] = 'postgres',
): boolean {
  const terms = [...query.groups.flat(), ...query.excluded];
  if (sort === 'relevance' || page > CHEAP_MAX_PAGE) return true;
  if (engine === 'meilisearch' && meiliChecksPhrasesInCode(query)) return true;
  if (terms.some((t) => (t.kind === 'word' ? t.prefix : t.words.length > CHEAP_MAX_PHRASE_WORDS)))
    return true;
  return query.groups.reduce((n, group) => n + Math.max(0, group.length - 1), 0) >= CHEAP_MAX_ALTERNATIVES;
}
