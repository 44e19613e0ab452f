import { isFrameWord, isFunctionWord } from './function-words';
import { listsWordForm, renderingKey, strongsRenderings } from './strongs-renderings';

export const UNTRANSLATED = '[untranslated]';

/** A piece of verse text as the counting reads it (a VerseToken is one). */
export interface RenderingSegment {
  text: string;
  strongs?: readonly string[];
  /** Words the translators added (italics): never part of a rendering. */
  added?: boolean;
}

/** A verse's runs of segments: the verse itself, and its canonical title when that is tagged. */
export type RenderingVerse = readonly (readonly RenderingSegment[])[];

export interface TranslationCount {
  strongs: string;
  translation: string;
  count: number;
}

interface Occurrence {
  strongs: string;
  words: string[];
  /** The label's first word may open a sentence or a quotation, where a capital says nothing. */
  sentenceStart: boolean;
  /** Only an article, preposition, auxiliary or joiner that Strong's does not list for the number. */
  functionOnly: boolean;
}

/** After these a KJV capital may only open a sentence or a quotation ("he said, Blessed are ..."). */
const SENTENCE_END = /(^|[.?!:;,][”"’')\]]*)$/;
const PREVIOUS_WORD = /(^|\s)([A-Za-z][A-Za-z'’-]*)[,;:]?\s+$/;

/** A printed word without surrounding punctuation or possessive: "LORD’s" → "LORD", "fathers’" → "fathers". */
function bareWord(printed: string): string {
  return printed
    .replace(/^[^\p{L}'’]+|[^\p{L}'’]+$/gu, '')
    .replace(/['’]s$/i, '')
    .replace(/^['’]+|['’]+$/g, '');
}

function longestRun(words: string[], renderings: Set<string>): string[] {
  let best: string[] = [];
  for (let start = 0; start < words.length; start++) {
    let end = start;
    while (end < words.length && rendersNumber(words[end], renderings)) end++;
    if (end - start > best.length) best = words.slice(start, end);
  }
  return best;
}

/** A frame word renders the number only when Strong's lists it as such ("I am" for εἰμί); others in any form. */
function rendersNumber(word: string, renderings: Set<string>): boolean {
  return isFrameWord(word) ? renderings.has(renderingKey(word)) : listsWordForm(renderings, word);
}

function trimFrameWords(words: string[], renderings: Set<string>): string[] {
  const framing = (word: string): boolean => isFrameWord(word) && !renderings.has(renderingKey(word));
  let start = 0;
  let end = words.length;
  while (start < end && framing(words[start])) start++;
  while (end > start && framing(words[end - 1])) end--;
  return words.slice(start, end);
}

function opensSentence(textBefore: string): boolean {
  return SENTENCE_END.test(textBefore.trimEnd());
}

/**
 * The words of one tagged segment that render the number: a phrase is reduced to the words Strong's
 * lists for it ("of God" → "God"), else stripped of function words; a lone word whose untagged
 * neighbour before it is a word Strong's lists takes that word, because the tag slipped or the
 * rendering is two words ("godly sort" → "godly", "first part", "God, who" → "God").
 */
function occurrence(
  segment: RenderingSegment,
  strongs: string,
  renderings: Set<string>,
  before: string,
  previous?: RenderingSegment,
): Occurrence {
  const printed = segment.text.split(/\s+/).map(bareWord).filter(Boolean);
  if (printed.length === 0) return { strongs, words: [], sentenceStart: false, functionOnly: false };
  let words = printed;
  if (words.length > 1) {
    const run = longestRun(words, renderings);
    words = run.length ? run : trimFrameWords(words, renderings);
    if (words.length === 0) return { strongs, words: printed, sentenceStart: false, functionOnly: true };
    return {
      strongs,
      words,
      sentenceStart: words[0] === printed[0] && opensSentence(before),
      functionOnly: false,
    };
  }
  const [word] = words;
  const functionOnly = isFunctionWord(word) && !renderings.has(renderingKey(word));
  const previousWord =
    previous && !previous.strongs?.length && !previous.added
      ? PREVIOUS_WORD.exec(previous.text)?.[2]
      : undefined;
  const lead = previousWord && bareWord(previousWord);
  if (lead && !isFunctionWord(lead) && renderings.has(renderingKey(lead))) {
    const beforeLead = before.slice(
      0,
      before.length - (previous!.text.length - previous!.text.lastIndexOf(previousWord!)),
    );
    return {
      strongs,
      words: renderings.has(renderingKey(word)) ? [lead, word] : [lead],
      sentenceStart: opensSentence(beforeLead),
      functionOnly: false,
    };
  }
  if (functionOnly) return { strongs, words, sentenceStart: false, functionOnly };
  return { strongs, words, sentenceStart: opensSentence(before), functionOnly: false };
}

/**
 * A function word tagged with a number that another word of the verse renders is half of a split
 * rendering ("the living God": eBible tags "the" and "God" with θεός): it is not counted again. One
 * with no such partner renders nothing in English.
 */
function resolveSplitRenderings(inVerse: Occurrence[]): Occurrence[] {
  const out: Occurrence[] = [];
  for (const o of inVerse) {
    if (!o.functionOnly) out.push(o);
    else if (!inVerse.some((p) => p.strongs === o.strongs && !p.functionOnly && p.words.length > 0))
      out.push({ ...o, words: [] });
  }
  return out;
}

/**
 * KJV translation counts per Strong's number, the way a concordance reader expects them: each
 * rendering of the number counted once, under the words that render it, with their case where it
 * carries meaning (LORD, Lord, God, god) and possessives counted with their word. A capital that only
 * opens a sentence follows the word's usual case for that number elsewhere.
 */
export function countTranslations(
  verses: Iterable<RenderingVerse>,
  usageOf: (strongs: string) => string | undefined,
): TranslationCount[] {
  const renderingsByNumber = new Map<string, Set<string>>();
  const renderingsOf = (strongs: string): Set<string> => {
    let set = renderingsByNumber.get(strongs);
    if (!set) renderingsByNumber.set(strongs, (set = strongsRenderings(usageOf(strongs) ?? '')));
    return set;
  };
  const occurrences: Occurrence[] = [];
  for (const verse of verses) {
    const inVerse: Occurrence[] = [];
    for (const run of verse) {
      let before = '';
      run.forEach((segment, i) => {
        for (const strongs of new Set(segment.strongs ?? [])) {
          inVerse.push(occurrence(segment, strongs, renderingsOf(strongs), before, run[i - 1]));
        }
        before += segment.text;
      });
    }
    occurrences.push(...resolveSplitRenderings(inVerse));
  }
  return tally(occurrences);
}

/** Capitals minus lower-case spellings of each word away from a sentence start, per number and overall. */
function capitalBalance(occurrences: Occurrence[]): (strongs: string, word: string) => number {
  const balance = new Map<string, number>();
  const add = (key: string, delta: number): void => void balance.set(key, (balance.get(key) ?? 0) + delta);
  for (const o of occurrences) {
    if (o.sentenceStart || o.words.length === 0) continue;
    const first = o.words[0];
    const delta = /^\p{Lu}\p{Ll}/u.test(first) ? 1 : /^\p{Ll}/u.test(first) ? -1 : 0;
    add(`${o.strongs} ${first.toLowerCase()}`, delta);
    add(` ${first.toLowerCase()}`, delta);
  }
  return (strongs, word) =>
    balance.get(`${strongs} ${word.toLowerCase()}`) || (balance.get(` ${word.toLowerCase()}`) ?? 0);
}

function tally(occurrences: Occurrence[]): TranslationCount[] {
  const balance = capitalBalance(occurrences);
  const counts = new Map<string, TranslationCount>();
  for (const o of occurrences) {
    const words = [...o.words];
    if (
      o.sentenceStart &&
      words.length &&
      /^\p{Lu}\p{Ll}*$/u.test(words[0]) &&
      balance(o.strongs, words[0]) < 0
    ) {
      words[0] = words[0].toLowerCase();
    }
    const translation = words.length ? words.join(' ') : UNTRANSLATED;
    const key = `${o.strongs}\u0000${translation}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { strongs: o.strongs, translation, count: 1 });
  }
  return [...counts.values()];
}
