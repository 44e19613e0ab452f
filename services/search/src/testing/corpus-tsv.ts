import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveCorpusDir } from '@strongs/nest-common';

/** Rows of a headed, gzipped corpus TSV file as objects: the tests' own parse, independent of the importer's readers. */
export function corpusTsvRows(path: string): Record<string, string>[] {
  const lines = gunzipSync(readFileSync(join(resolveCorpusDir(), path)))
    .toString('utf8')
    .split('\n');
  const header = lines[0].split('\t');
  return lines
    .slice(1)
    .filter((l) => l.length)
    .map((l) => {
      const cells = l.split('\t');
      return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
    });
}
