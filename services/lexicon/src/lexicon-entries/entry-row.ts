import type { LexiconEntry, LexiconLanguage } from '@strongs/contracts';

/** One row of lexicon_entries as the service reads it. */
export interface EntryRow {
  strongs: string;
  language: LexiconLanguage;
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  origin: string;
  usage: string;
  partOfSpeech: string | null;
  aramaic: boolean;
}

export const ENTRY_COLUMNS = `e.strongs, e.language, e.lemma, e.transliteration, e.pronunciation, e.definition,
  e.origin, e.usage, e.part_of_speech AS "partOfSpeech", e.aramaic`;

export function toLexiconEntry(row: EntryRow): LexiconEntry {
  return {
    id: row.strongs,
    strongsNumber: row.strongs,
    language: row.language,
    word: row.lemma,
    transliteration: row.transliteration,
    pronunciation: row.pronunciation,
    definition: row.definition,
    origin: row.origin,
    usage: row.usage,
  };
}
