import { LRUCache } from 'lru-cache';
import { foldWords, type SearchQuery, type TextTerm } from '@strongs/search-engine';

/**
 * Printed words folded once per process, not once per hit per request (issue #32: folding every printed word of
 * every hit again was a fifth of a word search's CPU). The texts' vocabulary is about 60,000 printed forms.
 */
const FOLDED = new LRUCache<string, { bare: string; folded: string[] }>({ max: 100_000 });

/** A printed word ("Lord,") without its punctuation ("Lord") and folded as the index folds it (["lord"]). */
function foldedOnce(printed: string): { bare: string; folded: string[] } {
  // peek, not get: a get moves the entry to the recent end, which for ~750 words a page was 5 % of a word
  // search's CPU; the vocabulary fits, so which forms go first when a text adds more hardly matters.
  let word = FOLDED.peek(printed);
  if (!word) {
    const bare = printed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    word = { bare, folded: bare ? foldWords(bare) : [] };
    FOLDED.set(printed, word);
  }
  return word;
}

/** Whether a folded word is one the query's words (phrase words included) ask for. */
export function wordMatcher(query: SearchQuery): (folded: string) => boolean {
  return matcher(query.groups.flat());
}

function matcher(terms: TextTerm[]): (folded: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const term of terms) {
    if (term.kind === 'phrase') term.words.forEach((w) => exact.add(w));
    else if (term.prefix) prefixes.push(term.word);
    else exact.add(term.word);
  }
  return (folded) => exact.has(folded) || prefixes.some((p) => folded.startsWith(p));
}

/**
 * The printed words of a verse that the query's words match (phrase words included), without their
 * punctuation, once each, in verse order: what the web highlights.
 */
export function matchedWords(text: string, query: SearchQuery): string[] {
  const matches = matcher(query.groups.flat());
  const found: string[] = [];
  for (const printed of text.split(/\s+/)) {
    const { bare, folded } = foldedOnce(printed);
    if (!bare || found.includes(bare)) continue;
    if (folded.some(matches)) found.push(bare);
  }
  return found;
}
