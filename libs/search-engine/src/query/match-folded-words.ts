import type { SearchQuery, TextTerm } from './query-ast';

/** Whether `phrase` occurs in `words` as consecutive words. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return true;
  outer: for (let start = 0; start + phrase.length <= words.length; start++) {
    for (let i = 0; i < phrase.length; i++) if (words[start + i] !== phrase[i]) continue outer;
    return true;
  }
  return false;
}

function termMatches(words: readonly string[], term: TextTerm): boolean {
  switch (term.kind) {
    case 'word':
      return term.prefix ? words.some((w) => w.startsWith(term.word)) : words.includes(term.word);
    case 'phrase':
      return containsPhrase(words, term.words);
  }
}

/**
 * The engine-independent meaning of a query's words and phrases over a verse's folded words (foldWords):
 * punctuation is no word, so a phrase runs on across a full stop, and a phrase of any length must match
 * whole. Strong's numbers and scopes are not looked at: they are exact filters elsewhere.
 */
export function matchesFoldedWords(
  words: readonly string[],
  query: Pick<SearchQuery, 'groups' | 'excluded'>,
): boolean {
  return (
    query.groups.every((group) => group.some((term) => termMatches(words, term))) &&
    !query.excluded.some((term) => termMatches(words, term))
  );
}
