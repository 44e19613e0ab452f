import { foldTransliteration } from '@strongs/scripture';

/**
 * The same fold as the database's lexicon_fold_transliteration (migration 1732000002000): Strong's
 * vowel spellings 'îy', 'êy', 'ôw', 'ûw' and superscript vowels meet what readers type.
 */
export function looseTransliteration(s: string): string {
  return foldTransliteration(s)
    .replace(/[ᵉᵃᵒˢ]/g, (c) => ({ ᵉ: 'e', ᵃ: 'a', ᵒ: 'o', ˢ: 's' })[c] ?? '')
    .replace(/[^a-z]/g, '')
    .replace(/([ie])y/g, '$1')
    .replace(/([ou])w/g, '$1');
}
