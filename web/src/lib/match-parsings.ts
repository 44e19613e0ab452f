import type { InterlinearWord } from '@strongs/contracts';
import { normaliseStrongs } from './strongs';

/**
 * The original words behind each tagged KJV word of a verse, matched by Strong's number and order. When the
 * English has as many words with a number as the original, the n-th goes with the n-th; otherwise (one "and"
 * for two את, two English words for one Hebrew form) every such row lists each original occurrence.
 */
export function originalWordsByRow(
  rows: readonly { strongsNumber: string }[],
  words: readonly InterlinearWord[],
): InterlinearWord[][] {
  const key = (n: string) => normaliseStrongs(n) ?? n.toUpperCase();
  const originals = new Map<string, InterlinearWord[]>();
  for (const word of words) {
    for (const n of new Set(word.strongsNumbers.map(key)))
      originals.set(n, [...(originals.get(n) ?? []), word]);
  }
  const rowCounts = new Map<string, number>();
  for (const row of rows)
    rowCounts.set(key(row.strongsNumber), (rowCounts.get(key(row.strongsNumber)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const n = key(row.strongsNumber);
    const occurrences = originals.get(n) ?? [];
    const nth = seen.get(n) ?? 0;
    seen.set(n, nth + 1);
    return occurrences.length === rowCounts.get(n) ? [occurrences[nth]] : occurrences;
  });
}
