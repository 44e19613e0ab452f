import { tryParseStrongs } from '@strongs/scripture/strongs-number';

export function isHebrew(strongsNumber: string): boolean {
  return strongsNumber.trim().toUpperCase().startsWith('H');
}

/** The entry's language as a reader names it: an Aramaic entry of the Hebrew dictionary says Aramaic. */
export function languageLabel(strongsNumber: string, aramaic = false): 'Hebrew' | 'Aramaic' | 'Greek' {
  if (!isHebrew(strongsNumber)) return 'Greek';
  return aramaic ? 'Aramaic' : 'Hebrew';
}

export interface TaggedWord {
  word: string;
  strongsNumber?: string;
}

/** A braced tag; whether it holds a Strong's number is the domain's rule (`tryParseStrongs`), not a pattern here. */
const TAG = /\{([^{}]*)\}/g;

/**
 * Splits 'beginning{H7225} God{H430}' into words with their numbers (normalised: '{H07225}' is H7225);
 * braces are stripped for display. A braced text that is no Strong's number stays text.
 */
export function splitTagged(text: string): TaggedWord[] {
  const items: TaggedWord[] = [];
  let last = 0;
  for (const tag of text.matchAll(TAG)) {
    const strongsNumber = tryParseStrongs(tag[1]);
    if (strongsNumber === undefined) continue;
    const before = text.slice(last, tag.index);
    const lead = before.match(/^(.*?)(\S+)$/s);
    if (lead) {
      if (lead[1]) items.push({ word: lead[1] });
      items.push({ word: lead[2], strongsNumber });
    } else if (before) {
      items.push({ word: before, strongsNumber });
    } else if (items.length) {
      items.push({ word: '', strongsNumber });
    }
    last = tag.index + tag[0].length;
  }
  if (last < text.length) items.push({ word: text.slice(last) });
  return items;
}

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
