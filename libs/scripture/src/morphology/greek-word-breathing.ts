import { GREEK_ROUGH_BREATHING } from './greek-rough-breathing';
import { transliterateGreek } from './transliterate-greek';

/**
 * Whether an unaccented word of the TR or the Byzantine text starts with a rough breathing: as its headword
 * does, except where the form moves it (ἵστημι's aorist ἔστη is smooth, ἔχω's future ἕξω and ἐγώ's plural ἡμῶν rough, ὁράω's ἰδού smooth).
 */
export function hasRoughBreathing(text: string, strongs: readonly string[], morph: string): boolean {
  const number = Number(strongs[0]?.slice(1));
  if (number === 2476 && /^V-2?A/.test(morph) && text.startsWith('ε')) return false;
  if (number === 2192 && /^V-F/.test(morph)) return true;
  if (number === 1473 && text.startsWith('η')) return true;
  // ὁράω: ἑώρακα is rough, ἰδού and ὤφθη are smooth.
  if (number === 3708) return /^[οε]/.test(text);
  return GREEK_ROUGH_BREATHING.has(number);
}

/** A TR or Byzantine word's transliteration: 'ο' G3588 → 'ho', 'υιου' → 'huiou'. */
export function transliterateGreekWord(text: string, strongs: readonly string[], morph: string): string {
  return transliterateGreek(text, { roughBreathing: hasRoughBreathing(text, strongs, morph) });
}
