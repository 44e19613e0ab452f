import type { MorphDecoding, MorphScheme } from './morph-decoding';
import { decodeOshbMorph } from './oshb-morphology';
import { decodeRobinsonMorph } from './robinson-morphology';

/**
 * Decodes a code by its text's scheme, never by its look: Robinson's 'A-NPF' and 'ADV' start with the
 * letter OSHB uses for Aramaic. `lexical` is the OSHB morpheme with the Strong's number.
 */
export function decodeMorph(code: string, scheme: MorphScheme, lexical?: number): MorphDecoding {
  return scheme === 'oshb' ? decodeOshbMorph(code, lexical) : decodeRobinsonMorph(code);
}

/** The scheme of a version's words: the Hebrew Bible's is OSHB, every Greek text's Robinson. */
export function morphSchemeOf(language: string): MorphScheme {
  return language === 'he' || language === 'hebrew' ? 'oshb' : 'robinson';
}

/** The plain-English parsing of a code ('Verb, Qal, perfect, …'), or null for no code or one the key does not know. */
export function describeMorph(code: string, scheme: MorphScheme): string | null {
  if (!code) return null;
  try {
    return decodeMorph(code, scheme).description;
  } catch {
    return null;
  }
}
