import type { VerseRecord } from '@strongs/scripture';

/** What `verses.markup` holds: the tokens (with Strong's, italics, divine names, red letters) and notes. */
export interface VerseMarkup {
  tokens: VerseRecord['tokens'];
  /** Tagged words of a canonical title (Psalm superscriptions); their tags count in the concordance. */
  headingTokens?: VerseRecord['tokens'];
  notes?: string[];
  /** WLC ketiv/qere pairs: the search index adds the qere words (see the qere-search migration). */
  readings?: VerseRecord['readings'];
  /** An epistle's subscription, printed after the verse. */
  subscription?: string;
  paragraph?: true;
}

/**
 * A row of `verses`, one verse of an installed text: the importer writes it, the search and lexicon services
 * read it. Declared once here, so a writer and a reader cannot each keep their own idea of the table.
 */
export interface VersesRow {
  /** bigint: node-postgres gives it as a string. */
  id: string;
  version_code: string;
  book: number;
  chapter: number;
  verse: number;
  /** book * 1,000,000 + chapter * 1,000 + verse: the verse's place in canonical order. */
  ord: number;
  text: string;
  markup: VerseMarkup;
  heading: string | null;
}
