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

/** Splits 'beginning{H7225} God{H430}' into words with their numbers; braces are stripped for display. */
export function splitTagged(text: string): TaggedWord[] {
  const items: TaggedWord[] = [];
  const pattern = /([^{}]*?)\{([HG]\d+)\}/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const before = m[1];
    const lead = before.match(/^(.*?)(\S+)$/s);
    if (lead) {
      if (lead[1]) items.push({ word: lead[1] });
      items.push({ word: lead[2], strongsNumber: m[2] });
    } else if (before) {
      items.push({ word: before, strongsNumber: m[2] });
    } else if (items.length) {
      items.push({ word: '', strongsNumber: m[2] });
    }
    last = pattern.lastIndex;
  }
  if (last < text.length) items.push({ word: text.slice(last) });
  return items;
}

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
