import type { InterlinearWord } from '@strongs/contracts';

/** A piece of an original-language verse as printed: a word with its interlinear data, or what lies between words. */
export interface OriginalSegment {
  text: string;
  word?: InterlinearWord;
}

// Every word of the WLC, TR and Byzantine word files is letters and marks only; maqaf, sof pasuq, paseq and spaces divide them.
const WORD_RUN = /[\p{L}\p{M}]+/gu;

/**
 * Splits a verse's printed text into its words and the marks between them, and gives each word its interlinear
 * entry. The pairing is the longest common subsequence of the printed words and the interlinear words, so a
 * qere the text does not print, a paragraph mark (ס, פ) or a Psalm title's words answered with the verse are
 * skipped, never shifted onto a neighbour. A printed word with no partner stays plain text.
 */
export function segmentOriginalText(text: string, words: readonly InterlinearWord[]): OriginalSegment[] {
  const runs = [...text.matchAll(WORD_RUN)].map((m) => ({ start: m.index, text: m[0] }));
  const partner = pairInOrder(
    runs.map((r) => r.text.normalize('NFC')),
    words.map((w) => w.text.normalize('NFC')),
  );
  const segments: OriginalSegment[] = [];
  let cursor = 0;
  const plain = (until: number) => {
    if (until > cursor) segments.push({ text: text.slice(cursor, until) });
  };
  runs.forEach((run, i) => {
    const word = partner[i] === undefined ? undefined : words[partner[i]];
    if (!word) return;
    plain(run.start);
    segments.push({ text: run.text, word });
    cursor = run.start + run.text.length;
  });
  plain(text.length);
  return segments;
}

/** For each item of `a`, the index of its partner in `b` under a longest common subsequence (undefined when unpaired). */
function pairInOrder(a: readonly string[], b: readonly string[]): (number | undefined)[] {
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i][j] =
        a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const partner: (number | undefined)[] = new Array(a.length).fill(undefined);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      partner[i] = j;
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) {
      i++;
    } else {
      j++;
    }
  }
  return partner;
}
