import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findBook, verseOrd } from '@strongs/scripture';

/** Whitespace runs as one space, trimmed: how texts are compared. */
export const squashSpaces = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Test oracle, independent of the importer's reader: the OSHB OSIS files parsed with regular expressions.
 * Each verse's words and punctuation (morpheme slashes dropped, notes such as the qere left out), by
 * verse ord in the WLC's own numbering. `books` limits it to some files ('Isa', 'Ps').
 */
export function rawWlcVerses(corpusDir: string, books?: readonly string[]): Map<number, string> {
  const dir = join(corpusDir, 'oshb-wlc/wlc');
  const verses = new Map<number, string>();
  const files = readdirSync(dir).filter(
    (f) => f.endsWith('.xml.gz') && (!books || books.includes(f.replace(/\.xml\.gz$/, ''))),
  );
  for (const file of files) {
    const xml = gunzipSync(readFileSync(join(dir, file))).toString('utf8');
    for (const [, id, body] of xml.matchAll(/<verse osisID="([^"]+)">([\s\S]*?)<\/verse>/g)) {
      const [osis, chapter, verse] = id.split('.');
      const book = findBook(osis);
      if (!book) throw new Error(`Unknown book in ${file}: ${osis}`);
      const text = body
        .replace(/<note[\s\S]*?<\/note>/g, '')
        .replace(/<[^>]+>/g, '')
        .replace(/\//g, '');
      verses.set(verseOrd(book.number, Number(chapter), Number(verse)), squashSpaces(text));
    }
  }
  return verses;
}
