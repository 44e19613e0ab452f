import { InputError } from '../errors';

/** A morphology code in plain English, with the feature keys a `morph:` filter matches. */
export interface MorphDecoding {
  /** 'Verb, Qal, perfect, 3rd person masculine singular'. */
  description: string;
  /** Lower-case keys, phrases joined by '-': 'verb', 'qal', 'perfect', '3rd', 'masculine', 'singular'. */
  features: string[];
}

export class UnknownMorphCodeError extends InputError {
  constructor(readonly code: string) {
    super(`Unknown morphology code: ${code.slice(0, 40)}`);
  }
}

export const PERSONS: Readonly<Record<string, string>> = { '1': '1st', '2': '2nd', '3': '3rd' };

/** Looks a letter up in a key table, or throws for the whole code. */
export function lookup(
  table: Readonly<Record<string, string>>,
  letter: string | undefined,
  code: string,
): string {
  const value = letter === undefined ? undefined : table[letter];
  if (value === undefined) throw new UnknownMorphCodeError(code);
  return value;
}

/** 'qal passive' → 'qal-passive'. */
export function featureKey(phrase: string): string {
  return phrase
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** Feature keys for phrases, in order, without repeats and blanks. */
export function featureKeys(phrases: readonly (string | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const phrase of phrases) if (phrase) keys.add(featureKey(phrase));
  return [...keys];
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Which code key a text's morphology uses: OSHB (the WLC) or Robinson (the Greek texts). */
export type MorphScheme = 'oshb' | 'robinson';
