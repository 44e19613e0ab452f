import type { ReferenceLookupRow } from '@strongs/contracts';

export interface VerseLine {
  reference: string;
  text: string;
}

export interface RowPair {
  key: string;
  reference: string;
  left: string;
  right: string;
  leftMissing: boolean;
  rightMissing: boolean;
}

export const NOT_IN_RSTNE = '(Not available in RSTNE)';
export const RSTNE_LOOKUP_UNAVAILABLE = '(RSTNE lookup temporarily unavailable)';
export const NOT_IN_TRANSLATION = 'Verse not available in this translation';

const keyOf = (reference: string) => reference.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Pairs each verse of the chosen version with the rstne slot's text of the same reference.
 * The batch answers in request order, but pairing goes by reference so a short or reordered
 * answer never shifts a text onto the wrong verse. `right === null` means the lookup failed.
 */
export function pairRows(left: VerseLine[], right: ReferenceLookupRow[] | null): RowPair[] {
  const byReference = new Map<string, ReferenceLookupRow>();
  for (const row of right ?? [])
    if (!byReference.has(keyOf(row.reference))) byReference.set(keyOf(row.reference), row);
  const seen = new Map<string, number>();
  return left.map((line, index) => {
    const k = keyOf(line.reference);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    const match = right
      ? (byReference.get(k) ??
        (right[index] && keyOf(right[index].reference) === k ? right[index] : undefined))
      : undefined;
    const rightText =
      right === null
        ? RSTNE_LOOKUP_UNAVAILABLE
        : match && match.found && match.text.trim()
          ? match.text
          : NOT_IN_RSTNE;
    const leftText = line.text.trim() ? line.text : NOT_IN_TRANSLATION;
    return {
      key: n > 1 ? `${k}#${n}` : k,
      reference: line.reference,
      left: leftText,
      right: rightText,
      leftMissing: !line.text.trim(),
      rightMissing: rightText !== match?.text,
    };
  });
}
