/** Response shapes of the search service (`/api/search-strongs`, `/api/bible/*`, `/api/rstne/*`, ...). */

/** One run of verse text with its markup, as the reader and the Strong's view show it. */
export interface VerseTokenView {
  text: string;
  strongs?: string[];
  morph?: string;
  added?: boolean;
  divine?: boolean;
  red?: boolean;
}

export interface SearchResultItem {
  /** `${version}-${book}-${chapter}-${verse}`, e.g. 'kjv-1-1-1'. */
  id: string;
  /** 'Genesis 1:1'. */
  title: string;
  /** 'Genesis 1:1\tIn the beginning God created the heaven and the earth.' */
  content: string;
  sourceType: 'bible';
  /** Book number 1–66. */
  book: number;
  bookName: string;
  chapter: number;
  verse: number;
  reference: string;
  version: string;
  /** Words of the verse that the query matched, as printed (for highlighting). */
  matchedWords: string[];
  /** Present with `strongs=true`. */
  tokens?: VerseTokenView[];
  /** Present with `strongs=true`: the text with {H####} tags after tagged words. */
  taggedText?: string;
}

export type SearchKind = 'words' | 'strongs' | 'reference' | 'morph';

export interface SearchResponse {
  results: SearchResultItem[];
  totalResults: number;
  totalPages: number;
  currentPage: number;
  perPage: number;
  query: string;
  version: string;
  kind: SearchKind;
  /** A corrected query when nothing was found and a close spelling exists. */
  didYouMean?: string;
}

export interface StrongsVerse {
  id: string;
  book: number;
  chapter: number;
  verse: number;
  reference: string;
  /** Verse text with {H####}/{G####} tags after the tagged words. */
  text: string;
}

export interface StrongsVersesResponse {
  strongsNumber: string;
  version: string;
  totalVerses: number;
  totalPages: number;
  currentPage: number;
  verses: StrongsVerse[];
}

export interface VersionDetails {
  code: string;
  name: string;
  abbreviation: string;
  language: string;
  direction: 'ltr' | 'rtl';
  kind: 'translation' | 'original' | 'derived';
  licence: string;
  source: string;
  credit: string | null;
  description: string | null;
  hasStrongs: boolean;
  installed: boolean;
  verseCount: number;
  versification: string;
  /** When the version's text last changed (an import); part of cache keys. */
  updatedAt: string;
}

export interface VerseTextResponse {
  text: string;
  reference: string;
  version: string;
}

export interface ChapterVerse {
  verse: number;
  reference: string;
  text: string;
  tokens: VerseTokenView[];
  heading: string | null;
  notes: string[];
  paragraph: boolean;
}

export interface ChapterResponse {
  version: string;
  direction: 'ltr' | 'rtl';
  book: {
    number: number;
    name: string;
    abbreviation: string;
    osis: string;
    testament: 'OT' | 'NT';
    chapters: number;
  };
  chapter: number;
  reference: string;
  verses: ChapterVerse[];
  previous: { book: number; chapter: number } | null;
  next: { book: number; chapter: number } | null;
}

export interface CrossReference {
  reference: string;
  start: { book: number; chapter: number; verse: number };
  end: { book: number; chapter: number; verse: number };
  votes: number;
  /** KJV text of the first verse of the target. */
  text: string;
}

export interface CrossReferencesResponse {
  reference: string;
  total: number;
  crossReferences: CrossReference[];
}

export interface RstneVerseResponse {
  text: string;
  reference: string;
}

export interface RstneSearchResult {
  book_name: string;
  book: number;
  chapter: number;
  verse: number;
  text: string;
  reference: string;
}

export interface RstneSearchResponse {
  results: RstneSearchResult[];
  totalResults: number;
}

export interface ReferenceLookupRow {
  reference: string;
  text: string;
  found: boolean;
  /** Why a row has no text ('Reference not found: Gen 51:1'). */
  error?: string;
}

export interface ReferenceLookupResponse {
  references: ReferenceLookupRow[];
  /** Milliseconds spent on the whole batch. */
  lookupTime: number;
  count: number;
}

export interface AnalyticsRecorded {
  /** false when the `analytics_enabled` setting is off: the event was accepted and dropped. */
  recorded: boolean;
}
