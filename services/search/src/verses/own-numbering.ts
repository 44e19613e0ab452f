import { formatReference, fromOrd, type KjvOfOwnRow } from '@strongs/scripture';

/** Which KJV verse(s) a verse of a version's own numbering is, when its number differs. */
export interface OwnNumbering {
  /** 'Isaiah 9:6', 'Psalms 13:5-6'; null for a Psalm title. */
  kjvReference: string | null;
  /** The first KJV verse: verse 1 of the Psalm for a title. */
  kjvOrd: number;
  psalmTitle: boolean;
}

/**
 * From the mapping rows of verses in a version's own numbering (`AlignedVersesRepository.kjvOfOwn*`): the
 * KJV numbering of each verse whose number differs. A verse without rows is the KJV verse of its number.
 */
export function ownNumberings(rows: readonly KjvOfOwnRow[]): Map<number, OwnNumbering> {
  const byOwn = new Map<number, KjvOfOwnRow[]>();
  for (const row of rows) byOwn.set(Number(row.own_ord), [...(byOwn.get(Number(row.own_ord)) ?? []), row]);
  const out = new Map<number, OwnNumbering>();
  for (const [ownOrd, kjv] of byOwn) {
    const title = kjv.find((r) => r.role === 'title');
    if (title) {
      out.set(ownOrd, { kjvReference: null, kjvOrd: Number(title.kjv_ord), psalmTitle: true });
      continue;
    }
    const ords = kjv.map((r) => Number(r.kjv_ord)).sort((a, b) => a - b);
    if (ords.length === 1 && ords[0] === ownOrd) continue;
    const start = fromOrd(ords[0]);
    const end = fromOrd(ords[ords.length - 1]);
    out.set(ownOrd, {
      kjvReference: formatReference(ords.length === 1 ? start : { start, end }),
      kjvOrd: ords[0],
      psalmTitle: false,
    });
  }
  return out;
}
