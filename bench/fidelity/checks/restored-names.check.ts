import type { FidelityCheck } from '../fidelity-check';
import { kjvImpVerses, splitTitle, withOsisDivineNames } from '../corpus/kjv-imp';

/**
 * The name numbers and the English words that stand for the name, written here from Strong's and the KJV,
 * apart from the edition's own table. A `<divineName>` word is the tetragrammaton wherever it is.
 */
const NAME_WORDS: Readonly<Record<string, readonly string[]>> = {
  H3068: ['lord', 'god', 'jehovah'],
  H3069: ['god', 'lord', 'jehovah'],
  H3050: ['jah', 'lord', 'jehovah'],
  H430: ['god', 'gods', 'goddess'],
  H410: ['god', 'gods'],
  H433: ['god', 'gods'],
  H426: ['god', 'gods'],
  H136: ['lord', 'god'],
  H3091: ['joshua', 'jehoshua'],
  G2424: ['jesus'],
  G5547: ['christ', 'christs'],
  G2316: ['god', 'gods'],
};
const DIVINE_WORDS = ['lord', 'god', 'jehovah', 'jah'];
/** What the edition writes for a name. */
const RESTORED = new Set([
  'YHWH',
  'Yah',
  'Adonai',
  'Elohim',
  'elohim',
  'El',
  'el',
  'Eloah',
  'eloah',
  'Elah',
  'elah',
  'Yahushua',
  'Yahshua',
  'Messiah',
]);
/** Proper names take no article; a/an agrees with the name's first sound. */
const UNNATURAL: readonly RegExp[] = [
  /\bthe\s+(?:YHWH|Yah|Adonai)\b/i,
  /\ba\s+(?:Elohim|elohim|El|el|Eloah|eloah|Elah|elah|Adonai)\b/i,
  /\ban\s+(?:YHWH|Yah|Yahshua|Yahushua|Messiah)\b/i,
];

/** Hyphenated words are compared part by part: the KJV tags "God" in "God-ward" on its own. */
const WORD = /[A-Za-z]+(?:['’]s\b|['’](?![A-Za-z]))?/g;
const bare = (word: string): string => word.replace(/['’]s?$/, '');

interface Reading {
  /** Words, each name written '#', articles before a name left out: what the edition must read too. */
  shape: string;
  hasName: boolean;
}

/** The verse (or title) as words, every name replaced by '#', from the raw OSIS. */
function readKjv(markup: string): Reading {
  const words: string[] = [];
  let hasName = false;
  const stack: { name: string; numbers: string[] }[] = [];
  for (const piece of markup.matchAll(/<(\/?)([A-Za-z]+)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>|[^<]+/g)) {
    const [whole, close, name, attrs, selfClose] = piece;
    if (name === undefined) {
      const numbers = [...stack].reverse().find((f) => f.name === 'w')?.numbers ?? [];
      const divine = stack.some((f) => f.name === 'divineName');
      const names = numbers.filter((n) => NAME_WORDS[n]);
      if (names.length || divine) hasName = true;
      for (const [word] of whole.matchAll(WORD)) {
        const lower = bare(word).toLowerCase();
        const isName =
          names.some((n) => NAME_WORDS[n].includes(lower)) ||
          (divine && !numbers.length && DIVINE_WORDS.includes(lower));
        words.push(isName || RESTORED.has(bare(word)) ? '#' : word);
      }
      continue;
    }
    if (selfClose) continue;
    if (close) {
      const at = stack.map((f) => f.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    const lemma = /lemma="([^"]*)"/.exec(attrs ?? '')?.[1] ?? '';
    const numbers = [...lemma.matchAll(/strong:([HG])0*(\d+)/g)].map((m) => `${m[1]}${m[2]}`);
    stack.push({ name, numbers });
  }
  return { shape: shapeOf(words), hasName };
}

/** The served text as the same words: restored names written '#'. */
function readServed(text: string): string {
  return shapeOf([...text.matchAll(WORD)].map(([word]) => (RESTORED.has(bare(word)) ? '#' : word)));
}

function shapeOf(words: string[]): string {
  return words.filter((word, i) => !(/^(the|a|an)$/i.test(word) && words[i + 1] === '#')).join(' ');
}

interface ServedVerse {
  book: number;
  chapter: number;
  verse: number;
  text: string;
  heading: string | null;
  joined: string;
}

/**
 * Every KJV verse that carries a name number (or a divine name) reads in the Restored Names edition as the
 * KJV with each name restored and nothing else changed, with no article before a proper name and a/an agreed.
 */
export const restoredNamesCheck: FidelityCheck = {
  name: 'Restored Names edition restores every tagged name in natural English (every KJV verse with a name number)',
  async run({ sql, corpusDir }) {
    const served = new Map<string, ServedVerse>();
    for (const row of await sql<ServedVerse>(
      `SELECT book, chapter, verse, text, heading,
              (SELECT string_agg(t ->> 'text', '') FROM jsonb_array_elements(markup -> 'tokens') t) AS joined
       FROM verses WHERE version_code = 'rstne'`,
    )) {
      served.set(`${row.book} ${row.chapter}:${row.verse}`, row);
    }
    const disagreements: string[] = [];
    let checked = 0;
    for await (const verse of kjvImpVerses(corpusDir)) {
      const { title, body } = splitTitle(withOsisDivineNames(verse.markup));
      const kjvBody = readKjv(body);
      const kjvTitle = readKjv(title);
      if (!kjvBody.hasName && !kjvTitle.hasName) continue;
      checked++;
      const ref = `${verse.book} ${verse.chapter}:${verse.verse}`;
      const row = served.get(ref);
      if (!row) {
        disagreements.push(`${ref}: not in the edition`);
        continue;
      }
      const problems: string[] = [];
      if (readServed(row.text) !== kjvBody.shape) problems.push(`reads "${row.text}"`);
      if (row.joined !== row.text) problems.push(`its tokens read "${row.joined}"`);
      if (kjvTitle.hasName && readServed(row.heading ?? '') !== kjvTitle.shape)
        problems.push(`title reads "${row.heading}"`);
      for (const pattern of UNNATURAL) {
        const found = pattern.exec(`${row.heading ?? ''} ${row.text}`);
        if (found) problems.push(`has "${found[0]}"`);
      }
      if (problems.length) disagreements.push(`${ref}: ${problems.join('; ')}`);
    }
    return { checked, disagreements };
  },
};
