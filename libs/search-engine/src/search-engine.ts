import type { SearchQuery } from './query/query-ast';

/** One verse as a search engine indexes it. */
export interface VerseDocument {
  versionCode: string;
  /** book * 1e6 + chapter * 1e3 + verse: the canonical order. */
  ord: number;
  book: number;
  chapter: number;
  verse: number;
  text: string;
  /** Every Strong's number tagged in the verse, normalised (H7225, G26, H1254a). */
  strongs: string[];
}

/** Batches of a version's verses in canonical order, read from the database (the source of truth). */
export type VerseDocumentSource = () => AsyncIterable<VerseDocument[]>;

/**
 * `canonical`: Bible order. `relevance`: best match first, ties in Bible order. What both engines promise
 * (the contract suite checks it): the same verses and the same exact total in either order, and the answer
 * says `relevance` exactly when the query has a word or phrase and at most MAX_RANKED_HITS verses match;
 * otherwise it is canonical. Which verse counts as the better match is each engine's own (Postgres
 * ts_rank_cd, Meilisearch its ranking rules) and is not part of the contract.
 */
export type SearchSort = 'canonical' | 'relevance';

/** Above this many hits, ranking would read too much: relevance asked for comes back canonical. */
export const MAX_RANKED_HITS = 2_000;

export interface VerseSearchRequest {
  versionCode: string;
  query: SearchQuery;
  /** 1-based. */
  page: number;
  perPage: number;
  sort?: SearchSort;
}

export interface VerseSearchPage {
  /** Exact number of matching verses (never an estimate). */
  total: number;
  /** Canonical ords of the verses on the requested page, in result order. */
  ords: number[];
  /** The order the page is in: relevance asked for over too many hits comes back canonical (see SearchSort). */
  sort: SearchSort;
}

export interface IndexReport {
  versionCode: string;
  indexed: number;
}

export interface IndexProgress {
  versionCode: string;
  indexed: number;
}

/**
 * What the search service needs from a full-text engine. Verse texts, tokens and totals for Strong's
 * numbers stay in Postgres; an engine answers "which verses, how many" for a parsed query.
 */
export interface SearchEngine {
  readonly name: 'postgres' | 'meilisearch';
  /** Makes every verse of the version searchable, replacing what was indexed before. Idempotent. */
  indexVersion(
    versionCode: string,
    source: VerseDocumentSource,
    onProgress?: (progress: IndexProgress) => Promise<void> | void,
  ): Promise<IndexReport>;
  /** Removes the version from the index; the other versions keep serving. */
  dropVersion(versionCode: string): Promise<void>;
  /** How many verses of the version the index holds. */
  indexedCount(versionCode: string): Promise<number>;
  search(request: VerseSearchRequest): Promise<VerseSearchPage>;
  count(versionCode: string, query: SearchQuery): Promise<number>;
  /** For each word that has one, the indexed word of the version closest in spelling (one round trip). */
  suggestWords(versionCode: string, words: readonly string[]): Promise<Map<string, string>>;
  close(): Promise<void>;
}
