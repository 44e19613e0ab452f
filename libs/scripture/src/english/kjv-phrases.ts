import { tryParseStrongs } from '../strongs/strongs-number';
import { markupPieces } from '../markup/xml-text';

/** One `<w>` element of the CrossWire KJV: the English it prints and the original words it names. */
export interface KjvPhrase {
  /** The printed words, spaces collapsed ('' for an empty `<w/>`: a Greek word the KJV leaves out). */
  english: string;
  /** One entry per Strong's number of the element, in the element's order. */
  parts: KjvPhrasePart[];
}

export interface KjvPhrasePart {
  strongs: string;
  /** NT: the word's place in the module's Greek verse (`src`); null in the OT or for another verse (`13n`). */
  src: number | null;
  /** NT: the module's Greek form (`lemma.TR:λογος`), '' when absent. */
  greek: string;
}

function partsOf(attrs: Record<string, string>): KjvPhrasePart[] {
  const lemma = (attrs.lemma ?? '').split(/\s+/).filter(Boolean);
  const numbers = lemma.filter((p) => p.startsWith('strong:')).map((p) => tryParseStrongs(p));
  const greek = lemma.filter((p) => p.startsWith('lemma.TR:')).map((p) => p.slice('lemma.TR:'.length));
  const src = (attrs.src ?? '').split(/\s+/).filter(Boolean);
  const parts: KjvPhrasePart[] = [];
  numbers.forEach((strongs, i) => {
    if (strongs === undefined) return;
    // A suffixed position ('13n', '5p') names a word of the next or previous verse of the module's text.
    const place = /^\d+$/.test(src[i] ?? '') ? Number(src[i]) : null;
    parts.push({ strongs, src: place, greek: greek[i] ?? '' });
  });
  return parts;
}

/** The tagged phrases of one verse's OSIS fragment (kjv-crosswire.tsv's `osis` column), in reading order. */
export function kjvPhrases(osis: string): KjvPhrase[] {
  const phrases: KjvPhrase[] = [];
  let open: { parts: KjvPhrasePart[]; text: string } | null = null;
  let inNote = 0;
  for (const piece of markupPieces(osis)) {
    if ('text' in piece) {
      if (open && !inNote) open.text += piece.text;
      continue;
    }
    const { kind, name, attrs } = piece.tag;
    if (name === 'note') inNote += kind === 'open' ? 1 : kind === 'close' ? -1 : 0;
    if (name !== 'w') continue;
    if (kind === 'empty') phrases.push({ english: '', parts: partsOf(attrs) });
    else if (kind === 'open') open = { parts: partsOf(attrs), text: '' };
    else if (open) {
      phrases.push({ english: open.text.replace(/\s+/g, ' ').trim(), parts: open.parts });
      open = null;
    }
  }
  return phrases;
}
