/** Ranks of a dictionary hit: 0 the number itself, 1 the exact lemma or transliteration, 2 English words, 3 prefixes. */
export const TIER_NUMBER = 0;
export const TIER_EXACT = 1;
export const TIER_WORDS = 2;
export const TIER_PREFIX = 3;
