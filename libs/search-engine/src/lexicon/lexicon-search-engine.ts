import type { LexiconLanguage } from '@strongs/contracts';
import type { LexiconEntriesRow } from '@strongs/db';
import type { NamedEntriesSql, NamedEntry, NamingTerms } from './named-entries';

/** What a dictionary query can mean; each part is matched against its own field. */
export interface LexiconSearchTerms {
  /** Strong's numbers the query names exactly ('H7225', or '7225' → H7225 and G7225). */
  numbers: string[];
  /** Hebrew or Greek script without points or accents, compared with lemma_plain. */
  lemma?: string;
  /** Latin letters folded like transliteration_loose ('rêʼshîyth', 'reshith' → 'reshith'). */
  transliteration?: string;
  /** English words for the full-text match of usage and definition. */
  words?: string;
}

/** One row of lexicon_entries as the lexicon service reads it (LEXICON_ENTRY_COLUMNS): its texts, as stored. */
export type LexiconEntryRow = Pick<
  LexiconEntriesRow,
  | 'strongs'
  | 'language'
  | 'lemma'
  | 'transliteration'
  | 'pronunciation'
  | 'definition'
  | 'origin'
  | 'usage'
  | 'aramaic'
> & { partOfSpeech: LexiconEntriesRow['part_of_speech'] };

export const LEXICON_ENTRY_COLUMNS = `e.strongs, e.language, e.lemma, e.transliteration, e.pronunciation, e.definition,
  e.origin, e.usage, e.part_of_speech AS "partOfSpeech", e.aramaic`;

export interface LexiconSearchRequest {
  /** Undefined lists every entry (of the language). */
  terms: LexiconSearchTerms | undefined;
  language?: LexiconLanguage;
  limit: number;
  offset: number;
}

export interface LexiconSearchPage {
  rows: LexiconEntryRow[];
  /** Exact number of matching entries (never an estimate). */
  total: number;
}

/** An entry with what a separate index needs to search and rank it like the lexicon table does. */
export interface LexiconDocument extends LexiconEntryRow {
  number: number;
  /** The inflected forms of the original texts (without points or accents) tagged with the entry. */
  forms: string[];
  /** The KJV's renderings of the entry, lower case. */
  renderings: string[];
  /** How often the KJV renders the entry with each of `renderings` (same order). */
  renderingCounts: number[];
  /** How often the KJV renders the entry at all. */
  frequency: number;
  /** The English lexemes Postgres indexed for usage and definition (`tsvector_to_array(search_vector)`). */
  englishLexemes: string[];
}

/** Batches of every entry, read from the lexicon table (the source of truth). */
export type LexiconDocumentSource = () => AsyncIterable<LexiconDocument[]>;

export interface LexiconIndexReport {
  /** False when the engine searches the lexicon table itself and has nothing to build. */
  rebuilt: boolean;
  indexed: number;
}

/**
 * Dictionary search: by Strong's number, lemma (with or without points or accents), loose
 * transliteration or English words. Ranks: the number itself, then the exact lemma or transliteration,
 * then English words (the KJV's exact rendering first, then the most frequent entries), then prefixes;
 * ties by language (Hebrew first) and number.
 */
export interface LexiconSearchEngine {
  readonly name: 'postgres' | 'meilisearch';
  search(request: LexiconSearchRequest): Promise<LexiconSearchPage>;
  /** Builds the index from the lexicon table and swaps it in whole; searches keep answering meanwhile. */
  rebuild(source: LexiconDocumentSource): Promise<LexiconIndexReport>;
  /** How many entries the engine searches. */
  indexedCount(): Promise<number>;
  /**
   * The entries one word names, for a search page's "In the dictionary" line: `search`'s exact tier for
   * the word's lemma and transliteration (no prefixes, no English words), in `search`'s order.
   */
  namedBy(terms: NamingTerms, limit: number): Promise<NamedEntry[]>;
  /** `namedBy` as SQL, when the engine is the database: a search page reads it in its own one statement. */
  readonly namedBySql?: NamedEntriesSql;
  close(): Promise<void>;
}
