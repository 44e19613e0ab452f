import { ReaderError } from '../errors';
import type { LexiconRecord } from '../markup/lexicon-record';
import type { StrongsLanguage } from '../strongs/strongs-number';
import { tryParseStrongs } from '../strongs/strongs-number';
import { lexiconRecord } from './lexicon-fields';

function field(entry: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = entry[name];
    if (typeof value === 'string') return value;
  }
  return '';
}

/**
 * Reads the Open Scriptures Strong's JSON (strongs-hebrew.json / strongs-greek.json): an object
 * keyed 'H1'.. / 'G1'.. with lemma, xlit|translit, pron, derivation, strongs_def, kjv_def.
 * '[idiom]'-style marks stay as text. A ReaderError's line is the entry's 1-based position.
 */
export function readStrongsJson(obj: Record<string, unknown>, language: StrongsLanguage): LexiconRecord[] {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) {
    throw new ReaderError(0, "Expected a JSON object keyed by Strong's number");
  }
  const prefix = language === 'hebrew' ? 'H' : 'G';
  const records: LexiconRecord[] = [];
  let position = 0;
  for (const [key, value] of Object.entries(obj)) {
    position++;
    const strongs = tryParseStrongs(key);
    if (!strongs || !strongs.startsWith(prefix)) {
      throw new ReaderError(position, `Not a ${language} Strong's number: ${key.slice(0, 40)}`);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new ReaderError(position, `Entry ${strongs} is not an object`);
    }
    const entry = value as Record<string, unknown>;
    records.push(
      lexiconRecord({
        strongs,
        language,
        lemma: field(entry, 'lemma'),
        transliteration: field(entry, 'xlit', 'translit'),
        pronunciation: field(entry, 'pron'),
        definition: field(entry, 'strongs_def'),
        origin: field(entry, 'derivation'),
        usage: field(entry, 'kjv_def'),
      }),
    );
  }
  return records;
}
