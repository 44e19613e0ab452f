import { stripGreekAccents } from '@strongs/scripture/text-normalisation';
import type { InterlinearWord } from '@strongs/contracts';
import { tryParseStrongs } from '@strongs/scripture/strongs-number';

/** A tagged KJV word of the analysis table: its number, and its entry's headword when known. */
export interface TaggedRow {
  strongsNumber: string;
  lemma?: string;
  /** The KJV's words tagged with the number ('In the beginning'). */
  word?: string;
}

const numberKey = (n: string) => tryParseStrongs(n) ?? n.toUpperCase();
/** Letters only, lower case, one sigma: how a headword and a printed form are compared. */
const fold = stripGreekAccents;
// The Greek texts print ἐστί and εἰσί with their movable nu (εστιν, εισιν).
const sameForm = (headword: string, printed: string) =>
  headword === printed || (/[ιε]$/.test(headword) && `${headword}ν` === printed);

/** Letters, digits and spaces, lower case: how a row's KJV words and a word's aligned English are compared. */
const englishKey = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The n-th row with the n-th occurrence when the counts agree; otherwise every row lists every occurrence. */
function pairByOrder<K>(
  rows: readonly TaggedRow[],
  keyOf: (row: TaggedRow) => K | undefined,
  occurrencesOf: (key: K) => InterlinearWord[],
): (InterlinearWord[] | undefined)[] {
  const counts = new Map<K, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const seen = new Map<K, number>();
  return rows.map((row) => {
    const key = keyOf(row);
    if (key === undefined) return undefined;
    const occurrences = occurrencesOf(key);
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    return occurrences.length === counts.get(key) ? [occurrences[nth]] : occurrences;
  });
}

/**
 * The original words behind each tagged KJV word of a verse. First by the KJV's alignment stored at import:
 * the words carrying the row's number whose English (the interlinear's gloss) is the row's words. Else by
 * Strong's number and order: when the English has as many words with a number as the original, the n-th
 * goes with the n-th; otherwise (one "and" for two את) each such row lists every occurrence. A row whose number the original never uses is a form
 * number (G2258 ἦν where the TR tags G1510 εἰμί): it is matched by its headword among the words no row's
 * number claims.
 */
export function originalWordsByRow(
  rows: readonly TaggedRow[],
  words: readonly InterlinearWord[],
): InterlinearWord[][] {
  const byNumber = new Map<string, InterlinearWord[]>();
  for (const word of words) {
    for (const n of new Set(word.strongsNumbers.map(numberKey)))
      byNumber.set(n, [...(byNumber.get(n) ?? []), word]);
  }
  const claimed = new Set(rows.map((r) => numberKey(r.strongsNumber)));
  const unclaimed = words.filter((w) => !w.strongsNumbers.some((n) => claimed.has(numberKey(n))));
  const byNumberMatch = pairByOrder(
    rows,
    (r) => numberKey(r.strongsNumber),
    (n) => byNumber.get(n) ?? [],
  );
  const byEnglish = pairByOrder(
    rows,
    (r) => (englishKey(r.word) ? `${numberKey(r.strongsNumber)} ${englishKey(r.word)}` : undefined),
    (key) =>
      words.filter(
        (w) =>
          englishKey(w.gloss) &&
          w.strongsNumbers.some((n) => `${numberKey(n)} ${englishKey(w.gloss)}` === key),
      ),
  );
  const byHeadword = pairByOrder(
    rows,
    (r) => (byNumber.has(numberKey(r.strongsNumber)) || !r.lemma ? undefined : fold(r.lemma)),
    (headword) => unclaimed.filter((w) => sameForm(headword, fold(w.textPlain || w.text))),
  );
  return rows.map((_, i) =>
    byEnglish[i]?.length ? byEnglish[i] : byNumberMatch[i]?.length ? byNumberMatch[i] : (byHeadword[i] ?? []),
  );
}
