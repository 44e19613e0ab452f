import type { LexiconEntry } from '@strongs/contracts';
import { LEXICON_ENTRY_COLUMNS, type LexiconEntryRow } from '@strongs/search-engine';

/** One row of lexicon_entries as the service reads it (the search engines return the same rows). */
export type EntryRow = LexiconEntryRow;

export const ENTRY_COLUMNS = LEXICON_ENTRY_COLUMNS;

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
