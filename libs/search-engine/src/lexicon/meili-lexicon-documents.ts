import { stripGreekAccents, stripHebrewPoints } from '@strongs/scripture';
import type { LexiconDocument } from './lexicon-search-engine';
import { looseTransliteration } from './loose-transliteration';

/** An entry as Meilisearch stores it: the row, plus the folded fields searched and the ranking keys. */
export interface MeiliLexiconEntry extends LexiconDocument {
  /** The lemma without points or accents, folded like the importer's lemma_plain. */
  lemmaPlain: string;
  /** Folded like transliteration_loose: 'rêʼshîyth' → 'reshith'. */
  transliterationLoose: string;
}

/** Our own folds, the ones the query is folded with (search-terms in the lexicon service). */
export function toMeiliLexiconEntry(doc: LexiconDocument): MeiliLexiconEntry {
  return {
    ...doc,
    lemmaPlain: doc.language === 'hebrew' ? stripHebrewPoints(doc.lemma) : stripGreekAccents(doc.lemma),
    transliterationLoose: looseTransliteration(doc.transliteration),
  };
}

/** Larger than the dictionary (14,197 entries), so that every text search returns all its hits. */
export const MEILI_LEXICON_MAX_HITS = 20_000;

/**
 * Applied to a new index before any document. The folded fields are searched each on its own
 * (attributesToSearchOn); Strong's numbers, inflected forms and English lexemes are exact filters (the
 * lexemes are also searched, for the ranking score only).
 * No typos (a dictionary lookup finds what is typed, as Postgres does), no facet search (unused);
 * prefixes stay on, because a lemma or transliteration matches by its beginning. Sort comes last, for
 * the listing and numbers.
 */
export const MEILI_LEXICON_SETTINGS = {
  searchableAttributes: ['lemmaPlain', 'transliterationLoose', 'englishLexemes'],
  filterableAttributes: ['strongs', 'language', 'forms', 'englishLexemes'],
  sortableAttributes: ['language', 'number'],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'exactness', 'sort'],
  stopWords: [],
  typoTolerance: { enabled: false },
  prefixSearch: 'indexingTime',
  facetSearch: false,
  pagination: { maxTotalHits: MEILI_LEXICON_MAX_HITS },
} as const;
