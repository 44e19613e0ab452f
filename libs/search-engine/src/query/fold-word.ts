const MARKS =
  /[\u0300-\u036f\u0591-\u05bd\u05bf-\u05c7\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f‘ʽ`]/g;
const APOSTROPHES = /[’ʼ]/g;
/** An apostrophe that does not join two letters (a closing quote, "fathers'") is not part of a word. */
const LOOSE_APOSTROPHE = /(?<![\p{L}\p{N}])'|'(?![\p{L}\p{N}])/gu;
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss' };

/** ñ, precomposed or as n + combining tilde: a letter of its own in Spanish (año is not ano). */
const ENYE = /ñ|n\u0303/g;
/** What ñ stands for while the accents go (a private-use character; search_fold() uses the same one). */
const ENYE_HELD = '\ue000';
const HELD = /\ue000/g;

/**
 * Folds text the way the index does (see search_fold() in the Spanish-fold migration): lower case,
 * accents and Hebrew points removed but ñ kept as ñ (Spanish "año" is not "ano"; "amó" is "amo"), final
 * sigma as sigma, an apostrophe between two letters kept as `'` ("God's" is not "gods"), anything else
 * that is not a letter or digit a word break. Query words must fold exactly like indexed words or they
 * never meet.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(ENYE, ENYE_HELD)
    .replace(/[æœß]/g, (c) => LIGATURES[c])
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(HELD, 'ñ')
    .replace(APOSTROPHES, "'")
    .replace(LOOSE_APOSTROPHE, '')
    .replace(/ς/g, 'σ')
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()
    .normalize('NFC');
}

export function foldWords(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}
