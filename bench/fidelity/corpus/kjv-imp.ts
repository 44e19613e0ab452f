import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { findBook } from '@strongs/scripture';

/** One verse of `sword/kjv.imp.gz` as written: its key and its raw OSIS markup. */
export interface ImpVerse {
  book: number;
  chapter: number;
  verse: number;
  markup: string;
}

export async function* gzipLines(path: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  yield* lines;
}

/**
 * The checks' own reading of the KJV module (never the importer's): `$$$Book C:V` then one line of
 * markup; heading keys (`[ … ]`, `:0`) are skipped.
 */
export async function* kjvImpVerses(corpusDir: string): AsyncGenerator<ImpVerse> {
  let key: RegExpExecArray | null = null;
  for await (const line of gzipLines(join(corpusDir, 'sword/kjv.imp.gz'))) {
    if (line.startsWith('$$$')) {
      key = /^\$\$\$(.+) (\d+):(\d+)$/.exec(line);
      continue;
    }
    if (!key || key[3] === '0') continue;
    const book = findBook(key[1]);
    if (!book) throw new Error(`kjv.imp.gz: unknown book ${key[1]}`);
    yield { book: book.number, chapter: Number(key[2]), verse: Number(key[3]), markup: line };
    key = null;
  }
}

/** The verse markup with USFM character markers written as the OSIS elements they stand for. */
export function withOsisDivineNames(markup: string): string {
  return markup.replace(/\\\+?nd\*/g, '</divineName>').replace(/\\nd\s*/g, '<divineName>');
}

/** Markup split into its notes (dropped), its canonical title and the verse itself. */
export function splitTitle(markup: string): { title: string; body: string } {
  const noNotes = markup.replace(/<note\b[\s\S]*?<\/note>/g, ' ');
  const titles: string[] = [];
  const body = noNotes.replace(/<title\b[^>]*>([\s\S]*?)<\/title>/g, (_whole, inner: string) => {
    titles.push(inner);
    return ' ';
  });
  return { title: titles.join(' '), body };
}
