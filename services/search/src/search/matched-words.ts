import { foldWords, type SearchQuery, type TextTerm } from '@strongs/search-engine';

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
    const bare = printed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!bare || found.includes(bare)) continue;
    if (foldWords(bare).some(matches)) found.push(bare);
  }
  return found;
}
