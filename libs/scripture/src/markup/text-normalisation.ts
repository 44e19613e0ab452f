/** Everything in U+0591–U+05C7 except the maqaf: points, cantillation, paseq, sof pasuq. */
const HEBREW_MARKS = /[\u0591-\u05BD\u05BF-\u05C7]/g;
const MAQAF = /\u05BE/g;

/** Removes niqqud and cantillation; a maqaf becomes a space so joined words stay separate. */
export function stripHebrewPoints(s: string): string {
  return s.replace(MAQAF, ' ').replace(HEBREW_MARKS, '');
}

/** Cantillation accents, meteg, paseq, sof pasuq and the extraordinary dots; vowels, dagesh and shin/sin dots stay. */
const HEBREW_CANTILLATION = /[\u0591-\u05AF\u05BD\u05C0\u05C3-\u05C6]/g;

/**
 * 'יְהוָ֔ה' and 'יְהוָ֖ה' → 'יְהוָה': the pointed form without the reading accents, so one inflected form
 * counts as one whatever its place in the verse's chant.
 */
export function stripHebrewCantillation(s: string): string {
  return s.replace(HEBREW_CANTILLATION, '');
}

/** NFD, combining marks removed, lower case, final sigma → σ: 'ἀγάπη' → 'αγαπη'. */
export function stripGreekAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ').normalize('NFC');
}

/** 'rêʼshîyth' → 'reshiyth', 'agápē' → 'agape': diacritics and ʼ ʽ ' removed, lower case. */
export function foldTransliteration(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ʼʽʾʿ'’‘`]/g, '')
    .toLowerCase();
}

/** Whitespace collapsed and trimmed, pilcrows removed. */
export function plainText(s: string): string {
  return s.replace(/¶/g, ' ').replace(/\s+/g, ' ').trim();
}
