import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { findBook, type BookInfo } from '@strongs/scripture';

/** One verse entry of a SWORD module exported with mod2imp: its key and its raw OSIS markup. */
export interface ImpVerse {
  book: BookInfo;
  chapter: number;
  verse: number;
  body: string;
}

/**
 * The verses of a mod2imp file (`$$$Genesis 1:1` then the body), read with a plain split so tests
 * do not lean on the reader under test. Headings (`[ Module Heading ]`) and `:0` intros are left out.
 */
export function swordImpVerses(path: string): ImpVerse[] {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  const verses: ImpVerse[] = [];
  for (const entry of text.split(/^\$\$\$/m).slice(1)) {
    const newline = entry.indexOf('\n');
    const key = entry.slice(0, newline < 0 ? entry.length : newline).trim();
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match || match[2] === '0' || match[3] === '0') continue;
    const book = findBook(match[1]);
    if (!book) continue;
    verses.push({
      book,
      chapter: Number(match[2]),
      verse: Number(match[3]),
      body: entry.slice(newline + 1).replace(/\n$/, ''),
    });
  }
  return verses;
}

/** Strong's numbers tagged in the raw markup: the concordance rows an import must write. */
export function strongsTagCount(verses: readonly ImpVerse[]): number {
  return verses.reduce((sum, v) => sum + (v.body.match(/strong:[HG]\d+/g)?.length ?? 0), 0);
}
