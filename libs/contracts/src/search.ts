/** Response shapes of the search service (`/api/search-strongs`, `/api/bible/*`, `/api/rstne/*`, ...). */

import type { SharedVerse } from './shared-verse';
import type { TopicMatch } from './topics';

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
  /** The verse's text: what `content` carries after its tab, for a client that reads fields rather than lines. */
  text: string;
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
  /**
   * The verse's title (a Psalm superscription) when the searched Strong's number is tagged in it: the hit
   * may lie only in the title ("To the chief Musician … of David" for H1732 in Psalm 11:1).
   */
  heading?: string;
  /**
   * Present when the version numbers this verse otherwise than the KJV (the WLC's Psalms 89:13): the KJV
   * verse(s) it is ('Psalms 89:12', 'Psalms 13:5-6'), and the first of them, where a KJV link opens.
   */
  kjvReference?: string;
  kjvChapter?: number;
  kjvVerse?: number;
  /** The hit is a Psalm superscription the version numbers as a verse: the KJV's title of `kjvVerse` 1. */
  psalmTitle?: boolean;
  /** Added. The WLC's ketiv/qere words the query matched, each saying whether it is the written or the read form. */
  readings?: MatchedReading[];
}

/** A word of a WLC ketiv/qere pair that a search matched. */
export interface MatchedReading {
  /** 'ketiv': the form written in the text; 'qere': the form read instead (not printed in the verse's text). */
  variant: 'ketiv' | 'qere';
  /** The matched word, as written (ketiv) or as read, pointed (qere). */
  word: string;
  /** The whole written form, as printed in the verse. */
  ketiv: string;
  /** The whole read form, pointed. */
  qere: string;
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
  /** Dictionary entries the one search word names (headword, transliteration or inflected original form). */
  lexiconMatches?: LexiconMatch[];
  /** Topics of Nave's Topical Bible the one search word names ('love' → LOVE). */
  topicMatches?: TopicMatch[];
  /**
   * The order of a word search's results. Relevance asked for over more matches than the engine ranks
   * (2,000 with Postgres) comes back in canonical order, to keep the cost of a search bounded.
   */
  sort?: 'canonical' | 'relevance';
}

export interface StrongsVerse {
  id: string;
  book: number;
  chapter: number;
  verse: number;
  reference: string;
  /** Verse text with {H####}/{G####} tags after the tagged words. */
  text: string;
  /** The verse's title (a Psalm superscription) when the number is tagged in it, as in `SearchResultItem`. */
  heading?: string;
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
  /** Set when the source has Strong's numbers we do not show, saying why (the WEB's machine alignment). */
  strongsNote: string | null;
  installed: boolean;
  /** Added: false for an uploaded text an administrator has not yet published (only administrators see it). */
  published: boolean;
  /** Added: what part of the Bible a partial text holds ("Ruth only, 85 verses"); null for a whole Bible. */
  coverage: string | null;
  verseCount: number;
  versification: string;
  /** When the version's text last changed (an import); part of cache keys. */
  updatedAt: string;
  /** Bumped by every import, rollback and uninstall of the text, in the same transaction. */
  generation: number;
  /** The generation the search engine serves (set by the index worker once the engine has it; 0 before). */
  searchGeneration: number;
}

export interface VerseTextResponse {
  text: string;
  /** The KJV-numbered reference asked for. */
  reference: string;
  /** The version whose text is served (the fallback when the requested one lacks the verse). */
  version: string;
  /** The same verse in the served version's own numbering ('Isaiah 9:5' for KJV Isaiah 9:6), when it differs. */
  sourceReference?: string;
  /** A Psalm superscription the version numbers as verses of its own (WLC Psalm 51:1-2), shown as the title. */
  title?: string;
  /** The text is part of a verse split differently (VerseMap.xml 'partial'): the whole source verse is shown. */
  partial?: boolean;
  /** Set when the requested version lacks the verse and `version` is the fallback shown instead. */
  requestedVersion?: string;
  /** Verses of the text that other KJV verses show too (present only when there are some). */
  sharedVerses?: SharedVerse[];
}

/** `GET /api/bible/kjv-numbering/...`: a verse numbered as a version numbers it, and the KJV verse(s) it is. */
export interface KjvNumberingResponse {
  /** The verse asked for, in the version's own numbering. */
  reference: string;
  version: string;
  /** The KJV verses it makes up (a Psalm title: the KJV verse 1 it stands before). */
  kjv: { book: number; chapter: number; verse: number; reference: string }[];
  psalmTitle: boolean;
}

export interface ChapterVerse {
  verse: number;
  reference: string;
  text: string;
  tokens: VerseTokenView[];
  heading: string | null;
  notes: string[];
  /** Printed after the verse as a note: an epistle's subscription in the KJV ("Written to the Romans from Corinthus…"). */
  subscription?: string;
  paragraph: boolean;
  /** For a version with its own numbering: the KJV verse(s) this verse is ('Isaiah 9:6'), when the number differs. */
  kjvReference?: string | null;
  /** True for a Psalm superscription the version numbers as a verse (no KJV verse of its own). */
  psalmTitle?: boolean;
}

export interface ChapterResponse {
  version: string;
  /** Added: the version's language (BCP 47: 'en', 'es', 'he', 'grc'), for the page's lang attribute. */
  language?: string;
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

/** A dictionary entry named by a search word ('agape' → G26 ἀγάπη). */
export interface LexiconMatch {
  strongsNumber: string;
  lemma: string;
  transliteration: string;
}

/** 503 when costly searches already fill their lane (the search service) or the gateway's share of it. */
export const SEARCH_BUSY_MESSAGE =
  'Search is busy with costly searches: please try again in a moment, or narrow the search';

/** The gateway's search budget as it ships (GatewayConfig's defaults; bench/abuse measures with them). */
export const SEARCH_BUDGET_DEFAULTS = { points: 300, costlyInFlight: 4 } as const;

/** 429 when an address has spent its search budget (costly searches weigh more than simple ones). */
export const SEARCH_BUDGET_MESSAGE =
  'Too many costly searches from your address: wait a moment and try again, or narrow the search.';

/** 503 when chapter, reference, interlinear or concordance reads already fill their lane of the database pool. */
export const READS_BUSY_MESSAGE = 'Too many readings at once: please try again in a moment';
