import { tryParseStrongs } from '../strongs/strongs-number';
import type { LexiconReference, LexiconReferenceKind } from './lexicon-record';

const NUMBER = /\b([HG]\d{1,5}[a-z]?)\b/g;

/** The last cue word in the text between two numbers decides the kind; none keeps the previous kind. */
const CUES: readonly [RegExp, LexiconReferenceKind][] = [
  [/\bsame as\b/g, 'same_root'],
  [/\b(?:compare|comp\b|cf\b|corresponding to|akin to)/g, 'compare'],
  [/\bsee\b/g, 'see'],
  [/\bfrom\b/g, 'derives_from'],
];

function kindOf(between: string, previous: LexiconReferenceKind | undefined): LexiconReferenceKind {
  const text = between.toLowerCase();
  let best: { at: number; kind: LexiconReferenceKind } | undefined;
  for (const [pattern, kind] of CUES) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      // 'from the same as' ends later than 'from', so the more specific cue wins.
      const end = at + match[0].length;
      if (!best || end > best.at) best = { at: end, kind };
    }
  }
  return best?.kind ?? previous ?? 'derives_from';
}

/**
 * Cross-references in an origin text: 'from H7218' → derives_from, 'from the same as H7218'
 * → same_root, 'compare G5689' → compare, 'see H…' → see. Zero-padded numbers are normalised.
 */
export function parseLexiconReferences(origin: string): LexiconReference[] {
  const out: LexiconReference[] = [];
  const seen = new Set<string>();
  let previous: LexiconReferenceKind | undefined;
  let last = 0;
  for (const match of origin.matchAll(NUMBER)) {
    const index = match.index ?? 0;
    const strongs = tryParseStrongs(match[1]);
    if (strongs === undefined) continue;
    const kind = kindOf(origin.slice(last, index), previous);
    last = index + match[0].length;
    previous = kind;
    const key = `${strongs} ${kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ strongs, kind });
  }
  return out;
}
