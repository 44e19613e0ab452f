import { join } from 'node:path';
import { readStrongsJson, type LexiconRecord } from '@strongs/scripture';
import type { StrongsUsage } from '../import/translation-counts';
import { readTextFile } from './file-streams';

/** The dictionary files whose KJV rendering lists decide how a tagged text's translations are counted. */
export const STRONGS_USAGE_FILES = [
  'strongs-dictionaries/strongs-hebrew.json.gz',
  'strongs-dictionaries/strongs-greek.json.gz',
] as const;

export async function readJsonLexicon(path: string, language: 'hebrew' | 'greek'): Promise<LexiconRecord[]> {
  return readStrongsJson(JSON.parse(await readTextFile(path)) as Record<string, unknown>, language);
}

/**
 * Strong's KJV rendering lists read from the corpus files themselves, so a text's counts never depend
 * on whether the dictionaries' own import has finished.
 */
export async function corpusStrongsUsage(corpusDir: string): Promise<StrongsUsage> {
  const usage = new Map<string, string>();
  for (const [file, language] of [
    [STRONGS_USAGE_FILES[0], 'hebrew'],
    [STRONGS_USAGE_FILES[1], 'greek'],
  ] as const) {
    for (const record of await readJsonLexicon(join(corpusDir, file), language))
      usage.set(record.strongs, record.usage);
  }
  return usage;
}
