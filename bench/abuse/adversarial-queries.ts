import { MAX_PREFIX_TERMS } from '@strongs/search-engine';

/**
 * The costliest searches found against the Postgres engine, each made unique so no answer cache helps:
 * the most short prefixes a query may hold joined by OR and ranked, a long quoted phrase of unknown words (one "did you mean"
 * lookup per word), common words ranked over most of the Bible, and deep pages of a ranked search.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function randomPrefix(): string {
  const pick = () => LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return pick() + pick();
}

function unknownWord(): string {
  return Array.from(
    { length: 2 },
    () =>
      Math.random()
        .toString(36)
        .replace(/[^a-z]/g, '')
        .slice(0, 5) || 'qzx',
  ).join('');
}

export function adversarialSearchPath(n: number): string {
  const kind = n % 4;
  let q: string;
  let extra = '&sort=relevance';
  // As many two-letter prefixes as a query may hold (MAX_PREFIX_TERMS): more is a 400 that costs nothing.
  if (kind === 0 || kind === 3)
    q = Array.from({ length: MAX_PREFIX_TERMS }, () => `${randomPrefix()}*`).join(' OR ');
  else if (kind === 1) {
    q = `"${Array.from({ length: 124 }, unknownWord).join(' ')}"`.slice(0, 499);
    if (!q.endsWith('"')) q = q.replace(/\s\S*$/, '"');
    extra = '';
  } else
    q =
      ['the', 'and', 'of', 'lord', 'unto', 'he', 'shall', 'that', 'in'].join(' OR ') +
      ` OR ${randomPrefix()}*`;
  const page = kind === 3 ? 1 + Math.floor(Math.random() * 200) : 1;
  return `/api/search-strongs?q=${encodeURIComponent(q)}${extra}&page=${page}`;
}
