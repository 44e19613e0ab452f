import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { findBook } from '@strongs/scripture';
import { resolveCorpusDir } from '@strongs/nest-common';

/** The ASV from the corpus as a plain `Genesis|1|1|text` Bible, like an uploaded file (its 16 empty verses left out: 31,086). */
export function asvTextBible(limit = Infinity): { text: string; verses: number } {
  const rows = gunzipSync(readFileSync(join(resolveCorpusDir(), 'english/asv.tsv.gz')))
    .toString('utf8')
    .split('\n')
    .slice(1);
  const lines: string[] = [];
  for (const row of rows) {
    if (!row.trim() || lines.length >= limit) continue;
    const [book, chapter, verse, text] = row.split('\t');
    if (!text?.trim()) continue;
    lines.push(`${findBook(book)!.name}|${chapter}|${verse}|${text}`);
  }
  return { text: lines.join('\n') + '\n', verses: lines.length };
}
