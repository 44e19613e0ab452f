import type { LexiconLanguage } from '@strongs/contracts';

/**
 * A row of `lexicon_entries`, one entry of Strong's dictionary: the importer writes it, the lexicon engines, the
 * lexicon service and the search page read it. `transliteration_loose` and `search_vector` are generated.
 */
export interface LexiconEntriesRow {
  strongs: string;
  language: LexiconLanguage;
  number: number;
  lemma: string;
  /** The lemma without points or accents. */
  lemma_plain: string;
  transliteration: string;
  transliteration_plain: string;
  pronunciation: string;
  definition: string;
  origin: string;
  usage: string;
  part_of_speech: string | null;
  aramaic: boolean;
  source: string;
  transliteration_loose: string;
}

/** What an import writes: every column but the generated ones. */
export type LexiconEntriesInsert = Omit<LexiconEntriesRow, 'transliteration_loose'>;
