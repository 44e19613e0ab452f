import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/** One verse of `sword/kjv.imp.gz` as written: its SWORD key ('Genesis 1:1') and raw OSIS markup. */
export interface RawImpVerse {
  key: string;
  markup: string;
}

/**
 * Reads a SWORD IMP Bible straight from the corpus with its own line loop (not the importer's
 * reader): `$$$Key` lines open an entry, headings (`:0`, `[ ... Heading ]`) are skipped.
 */
export async function* rawImpVerses(corpusDir: string, file: string): AsyncGenerator<RawImpVerse> {
  const lines = createInterface({ input: createReadStream(join(corpusDir, file)).pipe(createGunzip()), crlfDelay: Infinity });
  let key: string | null = null;
  let markup: string[] = [];
  for await (const line of lines) {
    if (line.startsWith('$$$')) {
      if (key) yield { key, markup: markup.join(' ') };
      const next = line.slice(3).trim();
      key = /:\d+$/.test(next) && !next.endsWith(':0') && !next.startsWith('[') ? next : null;
      markup = [];
    } else if (key) {
      markup.push(line);
    }
  }
  if (key) yield { key, markup: markup.join(' ') };
}

/** The words a reader sees in a verse: notes and canonical titles out, every other tag unwrapped. */
export function rawVerseText(markup: string): string {
  return markup
    .replace(/<note\b[\s\S]*?<\/note>/g, ' ')
    .replace(/<title\b[\s\S]*?<\/title>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/¶/g, ' ');
}
