import { stem } from 'porter2';

/**
 * Postgres's `english` text-search configuration (its english.stop list, then the Snowball English
 * stemmer, which is Porter2), for an engine that is not Postgres: the Meilisearch lexicon index gets the
 * lexemes Postgres itself stored (`tsvector_to_array(search_vector)`), and a query is turned into lexemes
 * here, so "loving" finds the entries of "love" and "the" finds nothing on both engines. The contract
 * checks these against `ts_lexize('english_stem', …)` over every word of the dictionary.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each few ' +
    'more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/** The lexeme Postgres's english_stem gives a lower-case word, or undefined for a stop word. */
export function englishLexeme(word: string): string | undefined {
  return ENGLISH_STOP_WORDS.has(word) ? undefined : stem(word);
}

/** An English query's lexemes, as `websearch_to_tsquery('english', …)` would AND them: words of letters and digits. */
export function englishQueryLexemes(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.flatMap((w) => englishLexeme(w) ?? []))];
}
