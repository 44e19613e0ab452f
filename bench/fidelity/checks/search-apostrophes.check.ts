import { parseSearchQuery, toTsqueryText } from '@strongs/search-engine';
import type { FidelityCheck } from '../fidelity-check';
import { rawImpVerses, rawVerseText } from './raw-imp-bible';

/** Possessives and the plurals they used to be confused with ("God's" 25 verses, not the 240 of "gods"). */
const WORDS = [
  "God's",
  'gods',
  "king's",
  'kings',
  "lord's",
  'lords',
  "father's",
  'fathers',
  "man's",
  "Pharaoh's",
  "children's",
  'sons',
];

/** Words as a reader counts them: letters, an apostrophe only between two letters ("fathers'" is "fathers"). */
function wordsOf(text: string): Set<string> {
  return new Set(
    (text.replace(/[’ʼ]/g, "'").match(/[A-Za-z]+(?:'[A-Za-z]+)*/g) ?? []).map((w) => w.toLowerCase()),
  );
}

/**
 * The KJV verse counts the search index gives possessive and plural words equal a count over the raw
 * `sword/kjv.imp.gz` text: the apostrophe is part of a word in queries and in the index.
 */
export const searchApostrophesCheck: FidelityCheck = {
  name: 'KJV search counts of possessives and plurals equal the raw text',
  async run({ sql, corpusDir }) {
    const expected = new Map(WORDS.map((w) => [w.toLowerCase(), 0]));
    for await (const verse of rawImpVerses(corpusDir, 'sword/kjv.imp.gz')) {
      const words = wordsOf(rawVerseText(verse.markup));
      for (const word of expected.keys()) if (words.has(word)) expected.set(word, expected.get(word)! + 1);
    }
    const disagreements: string[] = [];
    for (const word of WORDS) {
      const tsquery = toTsqueryText(parseSearchQuery(word));
      const [{ count }] = await sql<{ count: number }>(
        `SELECT count(*)::int AS count FROM verse_search WHERE version_code = 'kjv' AND document @@ $1::tsquery`,
        [tsquery],
      );
      const want = expected.get(word.toLowerCase())!;
      if (count !== want)
        disagreements.push(`${word}: search finds ${count} verses, the raw KJV has ${want}`);
    }
    return { checked: WORDS.length, disagreements };
  },
};
