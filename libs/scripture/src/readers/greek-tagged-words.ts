import { InputError } from '../errors';
import { tryParseStrongs } from '../strongs/strongs-number';
import { transliteratedToGreek } from './greek-transliteration';

export interface GreekWord {
  /** Greek letters (transliterations are converted). */
  text: string;
  strongs: string[];
  /** Parse of the first group ('V-AAI-3S'). */
  morph?: string;
  /** Strong's tense-voice-mood code of the first verb group ('5656'), UTR only. */
  tvm?: string;
  /** Inside a `[ … ]` subscription. */
  subscription: boolean;
}

export class GreekTagError extends InputError {}

/**
 * Parses `word numbers… {PARSE} [numbers… {PARSE}]…` text (UTR, tr-verses, RP2018). When
 * `tvm` is set (the UTR texts), a `{V-…}` group with two or more numbers ends with a TVM code,
 * decided by position, never by value. '0' means "no number". `(c:v)` markers are ignored.
 */
export function parseGreekTaggedWords(text: string, options: { tvm: boolean }): GreekWord[] {
  const words: GreekWord[] = [];
  let current: GreekWord | undefined;
  let numbers: string[] = [];
  let inSubscription = false;
  const closeGroup = (parse: string | undefined): void => {
    if (!current) {
      if (numbers.length || parse)
        throw new GreekTagError(`Numbers without a word: ${numbers.join(' ')} ${parse ?? ''}`.trim());
      return;
    }
    let lexical = numbers;
    if (options.tvm && parse?.startsWith('V-') && numbers.length >= 2) {
      lexical = numbers.slice(0, -1);
      current.tvm ??= numbers[numbers.length - 1];
    }
    for (const n of lexical) {
      if (/^0+$/.test(n)) continue;
      const strongs = tryParseStrongs(`G${n}`);
      if (strongs && !current.strongs.includes(strongs)) current.strongs.push(strongs);
    }
    if (parse && current.morph === undefined) current.morph = parse;
    numbers = [];
  };
  for (const raw of text.split(/\s+/)) {
    if (!raw || /^\(\d+:\d+\)$/.test(raw)) continue;
    let item = raw;
    if (item.startsWith('[')) {
      inSubscription = true;
      item = item.slice(1);
    }
    const closes = item.endsWith(']');
    if (closes) item = item.slice(0, -1);
    if (item) {
      if (/^\{[^{}]+\}$/.test(item)) closeGroup(item.slice(1, -1));
      else if (/^\d+$/.test(item)) numbers.push(item);
      else {
        if (numbers.length) closeGroup(undefined);
        current = {
          text: /[a-z]/.test(item) ? transliteratedToGreek(item) : item,
          strongs: [],
          subscription: inSubscription,
        };
        words.push(current);
      }
    }
    // A ']' closes the subscription after the word's numbers, which follow it.
    if (closes) inSubscription = false;
  }
  if (numbers.length) closeGroup(undefined);
  return words;
}

/**
 * Resolves UTR edition variants `| A | B |` to B (Scrivener 1894, the KJV's text). The
 * epistles' subscriptions (`[ … ]`) exist only as Stephanus variants; they are kept, since the
 * KJV prints them too, and end up in notes.
 */
export function takeScrivener(text: string): string {
  return text.replace(/\|([^|]*)\|([^|]*)\|/g, (_whole, a: string, b: string) =>
    a.trim().startsWith('[') ? ` ${b} ${a} ` : ` ${b} `,
  );
}
