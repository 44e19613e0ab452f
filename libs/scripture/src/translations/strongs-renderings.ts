import { AUXILIARY_GROUPS } from './function-words';

/** A word as renderings are compared: lower case, no hyphen ("God-ward" is "godward"). */
export function renderingKey(word: string): string {
  return word.toLowerCase().replace(/[-\u2010]/g, '');
}

const ENDINGS = ['eth', 'est', 'ed', 'es', 'st', 'th', 'd', 's', 'ing'];

/** The word, or the word without an inflection ("loved", "loveth", "lovest" → "love"), is in the list. */
export function listsWordForm(renderings: ReadonlySet<string>, word: string): boolean {
  const key = renderingKey(word);
  if (renderings.has(key)) return true;
  return ENDINGS.some(
    (ending) =>
      key.endsWith(ending) &&
      key.length > ending.length + 2 &&
      (renderings.has(key.slice(0, -ending.length)) || renderings.has(`${key.slice(0, -ending.length)}e`)),
  );
}

/**
 * The English words Strong's own KJV list ("kjv_def": 'beginning, chief(-est), first(-fruits, part,
 * time), principal thing.') names for a number, as keys: every word, plus the forms its brackets build
 * ('chiefest', 'firstfruits', 'godward', 'herein'), plus every form of a listed auxiliary.
 */
export function strongsRenderings(usage: string): Set<string> {
  const text = usage
    .replace(/\([^()]*English[^()]*\)/g, ' ') // "(as such unrepresented in English)"
    .replace(/Compare\b.*$/s, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  const keys = new Set<string>();
  // "-ing" and "fore-" are pieces of the forms built below, not words of their own.
  for (const word of text.replace(/-\s*[A-Za-z]+|[A-Za-z]+\s*-(?![A-Za-z])/g, ' ').match(/[A-Za-z]+/g) ?? [])
    keys.add(renderingKey(word));
  for (const [, word, inside] of text.matchAll(/([A-Za-z]+)\s*\(([^()]*)\)/g)) {
    for (const part of inside.split(',')) {
      const suffix = /^\s*-\s*([A-Za-z]+)/.exec(part)?.[1];
      if (suffix) keys.add(renderingKey(word + suffix));
    }
  }
  for (const [, inside, word] of text.matchAll(/\(([^()]*)\)\s*([A-Za-z]+)/g)) {
    for (const part of inside.split(',')) {
      const prefix = /([A-Za-z]+)\s*-\s*$/.exec(part)?.[1];
      if (prefix) keys.add(renderingKey(prefix + word));
    }
  }
  for (const group of AUXILIARY_GROUPS)
    if (group.some((form) => keys.has(form))) group.forEach((form) => keys.add(form));
  return keys;
}
