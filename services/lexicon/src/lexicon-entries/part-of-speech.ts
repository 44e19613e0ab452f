/**
 * The part of speech where the entry states it. Strong's rarely names it outright; what it does say
 * is reliable: 'a primitive root' (Hebrew) and 'a primary verb' (Greek) are verbs, glosses of the
 * form 'to …' are verbs, and '(adverb)'-style remarks name themselves. Anything else stays null.
 */
const ORIGIN_RULES: readonly [RegExp, string][] = [
  [/\bprimitive root\b|\bprimary verb\b/i, 'verb'],
  [/\b(?:primitive|primary) particle\b/i, 'particle'],
  [/\bprimary preposition\b/i, 'preposition'],
  [/\bprimary pronoun\b/i, 'pronoun'],
];

const NAMED = /\b(adverb|adjective|conjunction|interjection|preposition|pronoun|particle)\b/i;
const PROPER_NAME =
  /^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*(?: \([^)]*\))?, (?:an?|the|one|two|three|several|name)\b/;

export function partOfSpeech(entry: {
  partOfSpeech: string | null;
  origin: string;
  definition: string;
}): string | null {
  if (entry.partOfSpeech) return entry.partOfSpeech;
  for (const [pattern, label] of ORIGIN_RULES) if (pattern.test(entry.origin)) return label;
  const definition = entry.definition.trim();
  if (/^(?:properly, )?to [a-z]/.test(definition)) return 'verb';
  if (PROPER_NAME.test(definition)) return 'proper noun';
  const named = NAMED.exec(entry.origin);
  return named ? named[1].toLowerCase() : null;
}
