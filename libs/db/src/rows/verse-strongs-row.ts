/**
 * A row of `verse_strongs`, the concordance: one Strong's number of one tagged word of a verse. The importer
 * writes it with the verse, the search, lexicon and admin services read it.
 */
export interface VerseStrongsRow {
  version_code: string;
  ord: number;
  book: number;
  /** The word's token index in the verse; below 0 for the words of its title. */
  position: number;
  strongs: string;
  word: string;
}
