/** A word as the index stores it (folded: lower case, no accents, points or apostrophes). */
export interface WordTerm {
  kind: 'word';
  word: string;
  /** `begin*`: any word starting with `word`. */
  prefix: boolean;
}

/** `"in the beginning"`: folded words that must follow one another. */
export interface PhraseTerm {
  kind: 'phrase';
  words: string[];
}

export type TextTerm = WordTerm | PhraseTerm;

/** Inclusive canonical range of books (1..66). */
export interface BookScope {
  fromBook: number;
  toBook: number;
}

/**
 * A parsed search box: every group must match (AND), any term of a group may (OR), no excluded
 * term may, and every Strong's number must be tagged in the verse (an exact filter, never text).
 */
export interface SearchQuery {
  groups: TextTerm[][];
  excluded: TextTerm[];
  strongs: string[];
  excludedStrongs: string[];
  scope?: BookScope;
  /** `morph:qal,perfect`: feature keys one original-language word must all have (see parseMorphFilter). */
  morph?: string[];
}
