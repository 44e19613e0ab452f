/** Everything in U+0591–U+05C7 except the maqaf: points, cantillation, paseq, sof pasuq. */
const HEBREW_MARKS = /[\u0591-\u05BD\u05BF-\u05C7]/g;
const MAQAF = /\u05BE/g;

/** Removes niqqud and cantillation; a maqaf becomes a space so joined words stay separate. */
export function stripHebrewPoints(s: string): string {
  return s.replace(MAQAF, ' ').replace(HEBREW_MARKS, '');
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
