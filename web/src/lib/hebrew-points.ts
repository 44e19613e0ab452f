/** Cantillation marks (te'amim): shown by few fonts, so the reader leaves them out. */
const ACCENTS = /[\u0591-\u05AF]/g;
/** Vowel points and other marks, keeping letters, maqaf (U+05BE) and sof pasuq (U+05C3). */
const POINTS = /[\u05B0-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;

export function stripHebrewAccents(text: string): string {
  return text.replace(ACCENTS, '');
}

export function stripHebrewPoints(text: string): string {
  return stripHebrewAccents(text).replace(POINTS, '');
}
