/** Responses of the lexicon service (Strong's dictionary), shared by the service and the web. */

export type LexiconLanguage = 'hebrew' | 'greek';

export const DICTIONARY_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_DICTIONARY_PAGE_SIZE = 20;
export const DEFAULT_OCCURRENCES_PAGE_SIZE = 50;
export const VERSE_ANALYSIS_DEFINITION_LENGTH = 100;

export interface Pagination {
  page: number;
  pages: number;
  total: number;
  limit: number;
}

/** A dictionary entry as the spec names it (§3); `word` is the lemma in Hebrew or Greek script. */
export interface LexiconEntry {
  /** The Strong's number again: entries have no other identity. */
  id: string;
  strongsNumber: string;
  language: LexiconLanguage;
  word: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  origin: string;
  usage: string;
}

/** GET /api/dictionary/search and /api/dictionary/{hebrew|greek}. */
export interface DictionaryListResponse {
  entries: LexiconEntry[];
  pagination: Pagination;
}

export interface KjvTranslationCount {
  translation: string;
  count: number;
}

/** How another tagged translation (the Reina-Valera 1909) renders the number: its words and their counts. */
export interface VersionTranslations {
  /** The version's code ('rv1909'), name ('Reina-Valera 1909') and abbreviation ('RV1909'). */
  version: string;
  name: string;
  abbreviation: string;
  /** BCP 47 language of the renderings ('es'). */
  language: string;
  /** Renderings counted per tagged phrase and number, most frequent first; they sum to `totalWords`. */
  translations: KjvTranslationCount[];
  /** The version's tagged phrases carrying the number (its Strong's search counts these words). */
  totalWords: number;
}

export interface BookOccurrenceCount {
  /** The book's name ('Genesis'). */
  book: string;
  bookNumber: number;
  abbreviation: string;
  /** Verses of the book tagged with the number. */
  count: number;
  /** Tagged words in the book (a verse may hold the number twice). */
  words: number;
}

/**
 * How a related entry relates to the one shown: it `derives_from` / shares the root (`same_root`) /
 * is compared with (`compare`) / is referred to (`see`) by the entry's own origin text;
 * `derived` entries name this one as their origin; `same_root_neighbour` entries come from the same root.
 */
export type RelatedEntryKind =
  'derives_from' | 'same_root' | 'compare' | 'see' | 'derived' | 'same_root_neighbour';

export interface RelatedEntry {
  strongsNumber: string;
  language: LexiconLanguage;
  word: string;
  transliteration: string;
  /** The first sense of the definition, for a one-line card. */
  gloss: string;
  relation: RelatedEntryKind;
}

export interface ExampleOccurrence {
  reference: string;
  text: string;
  /** The verse's title (a Psalm superscription) when the number is tagged in it: the hit may lie only there. */
  heading?: string;
}

/** GET /api/dictionary/{strongsNumber}: the entry and what the KJV does with it. */
export interface DictionaryEntryResponse extends LexiconEntry {
  /** The second dialog reading's names for `word` and `origin`. */
  originalWord: string;
  etymology: string;
  partOfSpeech: string | null;
  /** The definition split into its senses. */
  outline: string[];
  aramaic: boolean;
  /** English renderings in the tagged KJV, counted in words; they sum to `totalWords`. */
  kjvTranslations: KjvTranslationCount[];
  /**
   * Added: the renderings of the other published translations tagged with Strong's numbers (the Reina-Valera
   * 1909), one item per version that renders the number, in the version list's order.
   */
  versionTranslations: VersionTranslations[];
  totalWords: number;
  totalVerses: number;
  /** Canonical book order. */
  occurrencesByBook: BookOccurrenceCount[];
  related: RelatedEntry[];
  /** The first 10 KJV verses, for the entry dialog. */
  occurrences: ExampleOccurrence[];
}

export interface Occurrence {
  /** The book's name ('Genesis'). */
  book: string;
  bookNumber: number;
  chapter: number;
  verse: number;
  reference: string;
  /** The verse as printed. */
  text: string;
  /** The verse with each word's numbers written after it: 'beginning{H7225}'. */
  rawText: string;
  /** The English words tagged with the number in this verse, to highlight exactly them. */
  matchedWords: string[];
  /** The verse's title (a Psalm superscription) when the number is tagged in it: the hit may lie only there. */
  heading?: string;
}

/** GET /api/strongs/definition/{strongsNumber}. */
export interface StrongsDefinitionResponse {
  strongsNumber: string;
  language: LexiconLanguage;
  word: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  origin: string;
  usage: string;
  /** KJV verses tagged with the number. */
  totalOccurrences: number;
  occurrences: Occurrence[];
  pagination: Pagination;
}

/** GET /api/static-strongs/{strongsNumber}: a pre-generated file. */
export interface StaticStrongsDefinition {
  strongsNumber: string;
  word: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
}

export interface VerseStrongsWord {
  word: string;
  strongsNumber: string;
  /** Cut at 100 characters. */
  definition: string;
  transliteration: string;
  /**
   * The entry's headword ('רֵאשִׁית'). Strong's gave some inflected forms numbers of their own (G2258 'ἦν'), which
   * the Greek texts tag with the lemma's (G1510): this form still finds the word in the original.
   */
  lemma: string;
}

/** GET /api/strongs/verse/{book}/{chapter}/{verse}: the KJV verse word by word. */
export interface VerseStrongsResponse {
  reference: string;
  book: string;
  bookNumber: number;
  chapter: number;
  verse: number;
  text: string;
  rawText: string;
  strongsWords: VerseStrongsWord[];
}
