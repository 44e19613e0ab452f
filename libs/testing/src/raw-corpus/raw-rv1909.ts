import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findBook, verseOrd } from '@strongs/scripture';

/** The Reina-Valera 1909 module as the corpus holds it (SOURCES.md §0). */
export const RV1909_FILE = 'sword/sparv1909.imp.gz';

/** One `<w lemma>` tag of the file: its Strong's numbers (each once, without zeros) and its words. */
export interface RawRv1909Tag {
  numbers: string[];
  text: string;
}

export interface RawRv1909Verse {
  /** The SWORD key, 'John 3:16', 'Revelation of John 22:21'. */
  key: string;
  book: number;
  chapter: number;
  verse: number;
  ord: number;
  /** What a reader sees: every tag dropped (a block or milestone tag as a space), spaces squashed. */
  text: string;
  tags: RawRv1909Tag[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const entities = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The one tag of the file with a number Strong's does not have (Matthew 23:25 "de", G11537), and the number
 * the site shows for it (G1537 ἐκ, as the KJV tags "of extortion"): the oracle reads it as corrected, and
 * `rawRv1909Slips` finds the numbers outside Strong's range as written, for the tests to hold it to this one.
 */
export const RAW_RV1909_SLIP = {
  key: 'Matthew 23:25',
  text: 'de',
  written: 'G11537',
  meant: 'G1537',
} as const;

/**
 * Test oracle, independent of the importer's reader: the RV1909 module read with regular expressions. A
 * `$$$Book C:V` key opens a verse (`:0` keys and `[ … Heading ]` keys are headings, not verses); a tag's
 * numbers are every `H`/`G` number in its lemma attribute, with or without `strong:` (the file writes a
 * word's second number bare: `strong:H5315 H2416`).
 */
export function rawRv1909Verses(corpusDir: string): RawRv1909Verse[] {
  const imp = gunzipSync(readFileSync(join(corpusDir, RV1909_FILE))).toString('utf8');
  const verses: RawRv1909Verse[] = [];
  for (const entry of imp.split(/^\$\$\$/m).slice(1)) {
    const newline = entry.indexOf('\n');
    const key = (newline < 0 ? entry : entry.slice(0, newline)).trim();
    const body = newline < 0 ? '' : entry.slice(newline + 1);
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match || match[2] === '0' || match[3] === '0') continue;
    const book = findBook(match[1]);
    if (!book) throw new Error(`${RV1909_FILE}: unknown book in ${key}`);
    const chapter = Number(match[2]);
    const verse = Number(match[3]);
    const text = squash(
      entities(
        body
          .replace(/<(note|title)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
          .replace(/<\/?(div|chapter|milestone|p|lb|l|lg)\b[^>]*>/g, ' ')
          .replace(/<[^>]*>/g, '')
          .replace(/¶/g, ' '),
      ),
    );
    const tags = [...body.matchAll(/<w\b([^>]*)>([\s\S]*?)<\/w>/g)].map(([, attributes, inner]) => {
      const lemma = /\blemma="([^"]*)"/.exec(attributes)?.[1] ?? '';
      const text = squash(entities(inner.replace(/<[^>]*>/g, '')));
      const numbers = [...lemma.matchAll(/(?:^|[\s:])([HG])0*([1-9]\d*)\b/g)]
        .map(([, l, n]) => l + n)
        .map((n) =>
          key === RAW_RV1909_SLIP.key && text === RAW_RV1909_SLIP.text && n === RAW_RV1909_SLIP.written
            ? RAW_RV1909_SLIP.meant
            : n,
        );
      return { numbers: [...new Set(numbers)], text };
    });
    verses.push({
      key,
      book: book.number,
      chapter,
      verse,
      ord: verseOrd(book.number, chapter, verse),
      text,
      tags,
    });
  }
  return verses;
}

/** Per Strong's number: the tags that carry it (each tag once) and the verses that hold such a tag. */
export function rawRv1909StrongsCounts(
  verses: readonly RawRv1909Verse[],
): Map<string, { tags: number; verses: number }> {
  const counts = new Map<string, { tags: number; verses: number }>();
  for (const verse of verses) {
    const inVerse = new Set<string>();
    for (const tag of verse.tags) {
      for (const number of tag.numbers) {
        const count = counts.get(number) ?? { tags: 0, verses: 0 };
        count.tags++;
        if (!inVerse.has(number)) count.verses++;
        inVerse.add(number);
        counts.set(number, count);
      }
    }
  }
  return counts;
}

/**
 * The rule the entry page states for a Reina-Valera rendering, written out again for the tests (not the
 * importer's code): a tagged phrase counts from its first word outside these (articles, prepositions,
 * conjunctions, pronouns, "no"); a phrase of such words only counts whole, less the joiners that open it.
 * Lower-cased: where the importer keeps a capital is not compared.
 */
const JOINERS = 'y e o ó u ni mas pero empero pues oh entonces'.split(' ');
const LEADING = new Set([
  ...JOINERS,
  ...'el la los las lo un una unos unas al del a á ante bajo con contra de desde en entre hacia hasta'.split(
    ' ',
  ),
  ...'para por según sin so sobre tras que sino porque cuando como si me te se nos os le les'.split(' '),
  ...'yo tú él ella ello nosotros nosotras vosotros vosotras ellos ellas mi mis tu tus su sus'.split(' '),
  ...'nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras este esta esto estos estas'.split(
    ' ',
  ),
  ...'ese esa eso esos esas aquel aquella aquello aquellos aquellas no'.split(' '),
]);

export function rawSpanishRendering(phrase: string): string {
  const words = phrase
    .split(' ')
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return '[untranslated]';
  const first = words.findIndex((w) => !LEADING.has(w));
  if (first >= 0) return words.slice(first).join(' ');
  let start = 0;
  while (start < words.length - 1 && JOINERS.includes(words[start])) start++;
  return words.slice(start).join(' ');
}

/** Per Strong's number, the file's renderings (rawSpanishRendering of each tag carrying it) and their tags. */
export function rawRv1909Renderings(verses: readonly RawRv1909Verse[]): Map<string, Map<string, number>> {
  const byNumber = new Map<string, Map<string, number>>();
  for (const verse of verses)
    for (const tag of verse.tags) {
      const key = rawSpanishRendering(tag.text);
      for (const number of tag.numbers) {
        let counts = byNumber.get(number);
        if (!counts) byNumber.set(number, (counts = new Map()));
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  return byNumber;
}

/** Tags whose number, as the file writes it, is beyond Strong's (H8674, G5624): 'Matthew 23:25 G11537'. */
export function rawRv1909Slips(corpusDir: string): string[] {
  const imp = gunzipSync(readFileSync(join(corpusDir, RV1909_FILE))).toString('utf8');
  const slips: string[] = [];
  let key = '';
  for (const line of imp.split('\n')) {
    if (line.startsWith('$$$')) key = line.slice(3).trim();
    for (const [, attribute] of line.matchAll(/lemma="([^"]*)"/g))
      for (const [, letter, digits] of attribute.matchAll(/\b([HG])0*(\d+)\b/g))
        if (Number(digits) > (letter === 'H' ? 8674 : 5624)) slips.push(`${key} ${letter}${digits}`);
  }
  return slips;
}
