export const SEARCH_ENGINE = Symbol('SEARCH_ENGINE');

/** The dictionary's engine, for the entries a one-word search names (the lexicon service owns its index). */
export const LEXICON_ENGINE = Symbol('LEXICON_ENGINE');
