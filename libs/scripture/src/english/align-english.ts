import { stripGreekAccents } from '../markup/text-normalisation';
import type { KjvPhrase, KjvPhrasePart } from './kjv-phrases';

/** An original word of the verse(s) under one KJV verse, in the text's order. */
export interface AlignableWord {
  /** As printed (Greek forms are compared without accents). */
  text: string;
  strongs: readonly string[];
  /** A WLC ketiv: the KJV translates the qere beside it, so the ketiv takes no English. */
  ketiv?: boolean;
  /** Already met by the KJV verse before (a verse split between two KJV verses). */
  taken?: boolean;
}

/**
 * The object marker את and the Greek article are rarely translated on their own: when a phrase also
 * tags another word ('created' over את + ברא, 'the Word' over ὁ + λόγος), that word takes the English.
 */
const YIELDING = new Set(['H853', 'G3588']);

const greekKey = (s: string): string => stripGreekAccents(s);

/** Where the phrase's English lands: the words it tags, less a yielding one beside another. */
function receivers(targets: { index: number; strongs: string }[]): number[] {
  const strong = targets.filter((t) => !YIELDING.has(t.strongs));
  return (strong.length ? strong : targets).map((t) => t.index);
}

/** Each word's English, the phrases over it joined in KJV order, each once; null when the KJV gives none. */
function joined(words: number, landings: [number, string][]): (string | null)[] {
  const lists: string[][] = Array.from({ length: words }, () => []);
  for (const [index, english] of landings)
    if (english && !lists[index].includes(english)) lists[index].push(english);
  return lists.map((list) => (list.length ? list.join(' ') : null));
}

/**
 * New Testament: a part's `src` is the word's place in the module's Greek verse. It is our word at
 * that place when the forms agree; the TR editions differ by a word here and there, so otherwise the
 * nearest word of that form.
 */
function greekTarget(part: KjvPhrasePart, words: readonly AlignableWord[]): number | null {
  if (part.src === null) return null;
  const at = part.src - 1;
  const form = greekKey(part.greek);
  if (!form) return null;
  if (words[at] && greekKey(words[at].text) === form) return at;
  let best: number | null = null;
  words.forEach((w, i) => {
    if (greekKey(w.text) === form && (best === null || Math.abs(i - at) < Math.abs(best - at))) best = i;
  });
  return best;
}

export function alignNewTestament(
  phrases: readonly KjvPhrase[],
  words: readonly AlignableWord[],
): (string | null)[] {
  const found = phrases.map((phrase) => phrase.parts.map((part) => greekTarget(part, words)));
  const named = new Set(found.flat());
  const landings: [number, string][] = [];
  phrases.forEach((phrase, p) => {
    const targets = phrase.parts.flatMap((part, i) => {
      let index = found[p][i];
      // A form our text lacks (Stephanus ευρον where Scrivener reads ειδον) is the word at its place, unless another part names that word.
      if (index === null && part.src !== null && words[part.src - 1] && !named.has(part.src - 1))
        index = part.src - 1;
      return index === null ? [] : [{ index, strongs: part.strongs }];
    });
    for (const index of receivers(targets)) landings.push([index, phrase.english]);
  });
  return joined(words.length, landings);
}

/**
 * Old Testament: the KJV carries no word positions, so the n-th phrase tagged with a number meets the
 * n-th word carrying it (ketiv and taken words skipped). `met` lists the words a phrase met, English or not.
 */
export function alignOldTestament(
  phrases: readonly KjvPhrase[],
  words: readonly AlignableWord[],
): { english: (string | null)[]; met: number[] } {
  const queues = new Map<string, number[]>();
  const met: number[] = [];
  words.forEach((w, i) => {
    if (w.ketiv || w.taken) return;
    for (const s of new Set(w.strongs)) queues.set(s, [...(queues.get(s) ?? []), i]);
  });
  const landings: [number, string][] = [];
  for (const phrase of phrases) {
    const targets = phrase.parts.flatMap((part) => {
      const index = queues.get(part.strongs)?.shift();
      return index === undefined ? [] : [{ index, strongs: part.strongs }];
    });
    for (const t of targets) met.push(t.index);
    for (const index of receivers(targets)) landings.push([index, phrase.english]);
  }
  return { english: joined(words.length, landings), met };
}
