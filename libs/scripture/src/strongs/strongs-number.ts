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

/** 'strong:H0853 strong:H01254 lemma.TR:...' → ['H853', 'H1254']; other parts are ignored. */
export function parseLemmaAttribute(lemma: string): string[] {
  const out: string[] = [];
  for (const part of lemma.split(/\s+/)) {
    if (!part.toLowerCase().startsWith('strong:')) continue;
    const parsed = tryParseStrongs(part);
    if (parsed !== undefined) out.push(parsed);
  }
  return out;
}
