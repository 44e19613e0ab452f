import type { LexiconEntryRow, LexiconSearchTerms } from './lexicon-search-engine';

/** A single word as the dictionary reads it: a headword or inflected form, and its loose transliteration. */
export type NamingTerms = Pick<LexiconSearchTerms, 'lemma' | 'transliteration'>;

/** What a search page shows of an entry its word names ("In the dictionary"). */
export type NamedEntry = Pick<LexiconEntryRow, 'strongs' | 'lemma' | 'transliteration'>;

/** How many entries a search page names beside its results. */
export const NAMED_ENTRIES_LIMIT = 5;

/**
 * The entries a word names, as SQL whose parts are bind parameters (`lemma` and `transliteration` may be
 * NULL): the dictionary search's exact tier (the headword without points or accents, an inflected form of
 * the original texts, the exact loose transliteration), in its order. Each branch is an index lookup.
 */
export type NamedEntriesSql = (lemma: string, transliteration: string, limit: string) => string;

export const namedEntriesSql: NamedEntriesSql = (lemma, transliteration, limit) =>
  `WITH named AS (
     SELECT e.strongs FROM lexicon_entries e WHERE e.lemma_plain = ${lemma}::text
     UNION SELECT e.strongs FROM lexicon_entries e WHERE e.transliteration_loose = ${transliteration}::text
     UNION SELECT w.strongs[1] FROM original_words w WHERE w.text_plain = ${lemma}::text AND cardinality(w.strongs) > 0
   )
   SELECT e.strongs, e.lemma, e.transliteration FROM named JOIN lexicon_entries e ON e.strongs = named.strongs
   ORDER BY e.language DESC, e.number LIMIT ${limit}`;
