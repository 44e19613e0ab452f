import { baseStrongs } from '@strongs/scripture';

/**
 * The dictionary's key for a requested number: normalised ('h07225' → 'H7225') and without an
 * augment letter, which Strong's own dictionary never has ('H1254a' → 'H1254'). A malformed
 * number throws InvalidStrongsNumberError (a 400 with "Invalid Strong's number: …").
 */
export function dictionaryNumber(input: string): string {
  return baseStrongs(input);
}
