import { tryParseStrongs } from '../strongs/strongs-number';

/**
 * Strong's numbers in an OSHB lemma: morphemes split on '/', prefix letters (b c d i k l m s)
 * skipped, the ' a'..' f' augment and a trailing '+' dropped: 'c/1254 a' → ['H1254'].
 */
export function oshbLemmaStrongs(lemma: string): string[] {
  const out: string[] = [];
  for (const morpheme of lemma.split('/')) {
    const match = /^\s*(\d{1,5})\s*[a-f]?\s*\+?\s*$/.exec(morpheme);
    if (!match) continue;
    const strongs = tryParseStrongs(`H${match[1]}`);
    if (strongs !== undefined) out.push(strongs);
  }
  return out;
}
