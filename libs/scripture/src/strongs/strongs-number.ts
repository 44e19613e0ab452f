import { InvalidStrongsNumberError } from '../errors';

export type StrongsLanguage = 'hebrew' | 'greek';

const STRONGS = /^([HG])0*(\d{1,5})([a-z]?)$/;

/**
 * Normalises a Strong's number: 'h07225', 'strong:H0430', '{H7225}', 'G0026', 'H1254a'
 * become 'H7225', 'H430', 'H7225', 'G26', 'H1254a'.
 */
export function tryParseStrongs(input: string): string | undefined {
  if (typeof input !== 'string') return undefined;
  let s = input.trim();
  if (s.startsWith('{') && s.endsWith('}')) s = s.slice(1, -1).trim();
  if (s.toLowerCase().startsWith('strong:')) s = s.slice('strong:'.length);
  const match = STRONGS.exec(s.charAt(0).toUpperCase() + s.slice(1));
  if (!match) return undefined;
  const digits = match[2];
  if (/^0+$/.test(digits)) return undefined;
  return `${match[1]}${digits}${match[3]}`;
}

export function parseStrongs(input: string): string {
  const parsed = tryParseStrongs(input);
  if (parsed === undefined) throw new InvalidStrongsNumberError(String(input));
  return parsed;
}

/** 'H1254a' → 'H1254' (drops the augment letter). */
export function baseStrongs(input: string): string {
  return parseStrongs(input).replace(/[a-z]$/, '');
}

export function strongsLanguage(input: string): StrongsLanguage {
  return parseStrongs(input).startsWith('H') ? 'hebrew' : 'greek';
}

export function strongsNumeric(input: string): number {
  return Number(baseStrongs(input).slice(1));
}

/** A number written without the `strong:` prefix, after one with it: the RV1909's `strong:H5315 H2416`. */
const BARE_NUMBER = /^[HG]\d{1,5}[a-z]?$/;

/**
 * An OSIS lemma attribute split into its Strong's numbers, normalised, and its other parts as written:
 * 'strong:H0853 strong:H01254 lemma.TR:λογος' → H853, H1254 and 'lemma.TR:λογος'. A bare number after a
 * `strong:` part belongs to the same list (the Reina-Valera 1909 module writes several numbers of one word as
 * 'strong:H5315 H2416').
 */
export function splitLemmaAttribute(lemma: string): { strongs: string[]; other: string[] } {
  const strongs: string[] = [];
  const other: string[] = [];
  let inStrongsList = false;
  for (const part of lemma.split(/\s+/)) {
    if (!part) continue;
    if (part.toLowerCase().startsWith('strong:') || (inStrongsList && BARE_NUMBER.test(part))) {
      inStrongsList = true;
      const parsed = tryParseStrongs(part);
      if (parsed !== undefined) strongs.push(parsed);
    } else {
      inStrongsList = false;
      other.push(part);
    }
  }
  return { strongs, other };
}

/** 'strong:H0853 strong:H01254 lemma.TR:...' → ['H853', 'H1254']; other parts are ignored (see splitLemmaAttribute). */
export function parseLemmaAttribute(lemma: string): string[] {
  return splitLemmaAttribute(lemma).strongs;
}
