import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DIVINE_NAME_RULE, NAME_RESTORATIONS, RESTORED_BOOK_NAMES } from '@strongs/scripture';
import { sha256OfFiles } from './file-streams';
import type { CorpusText } from './corpus-catalog';

/** Bump when the import code changes what it writes, so the next seed re-imports instead of skipping. */
export const IMPORT_REVISION = 6;
/** Bump when the original-language word rows change: re-imports only the texts that have words. */
export const WORDS_REVISION = 2;

/** What decides whether a text needs importing: its files, the import revision and, for derived texts, the rules. */
export async function textChecksum(text: CorpusText, corpusDir: string): Promise<string> {
  const files = await sha256OfFiles(text.files.map((f) => join(corpusDir, f)));
  const hash = createHash('sha256').update(files).update(`rev${IMPORT_REVISION}`);
  if (text.kind === 'bible' && text.words) hash.update(`words${WORDS_REVISION}`);
  if (text.kind === 'bible' && text.errata) hash.update(JSON.stringify(text.errata));
  if (text.kind === 'derived')
    hash.update(JSON.stringify([NAME_RESTORATIONS, DIVINE_NAME_RULE, RESTORED_BOOK_NAMES]));
  return hash.digest('hex');
}
