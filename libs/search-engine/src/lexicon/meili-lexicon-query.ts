import type { LexiconLanguage } from '@strongs/contracts';
import { meiliAnyOf, meiliFilterValue } from '../meilisearch/meili-filter';
import type { LexiconSearchTerms } from './lexicon-search-engine';
import { englishQueryLexemes } from './english-lexemes';
import { MEILI_LEXICON_MAX_HITS } from './meili-lexicon-documents';
import { TIER_EXACT, TIER_NUMBER, TIER_PREFIX, TIER_WORDS } from './lexicon-tiers';

/** Number order, Hebrew first: the listing's order and the tie-break of every search. */
export const LEXICON_LISTING_SORT = ['language:desc', 'number:asc'];

export const lexiconLanguageFilter = (language: LexiconLanguage | undefined): string[] =>
  language ? [`language = ${meiliFilterValue(language)}`] : [];

export interface LexiconListingPage {
  page: number;
  hitsPerPage: number;
  /** Hits to drop from the front of what Meilisearch returns. */
  skip: number;
}

/**
 * Exact totals need page + hitsPerPage (offset + limit only estimate them). The service always asks
 * for whole pages; any other offset reads from the start and drops the hits before it.
 */
export function lexiconListingPage(offset: number, limit: number): LexiconListingPage {
  return offset % limit === 0
    ? { page: offset / limit + 1, hitsPerPage: limit, skip: 0 }
    : { page: 1, hitsPerPage: offset + limit, skip: offset };
}

/** The listing (no terms) and numbers are pure filters, sorted and paged by Meilisearch itself. */
export function lexiconListingFilter(
  terms: LexiconSearchTerms | undefined,
  language: LexiconLanguage | undefined,
): string[] {
  const filter = lexiconLanguageFilter(language);
  if (terms?.numbers.length) filter.push(meiliAnyOf('strongs', terms.numbers));
  return filter;
}

export type LexiconMeaning = 'lemma' | 'form' | 'transliteration' | 'words';

export interface LexiconMeiliQuery {
  meaning: LexiconMeaning;
  q: string;
  attributesToSearchOn?: string[];
  filter: string[];
}

/** The fields a text search reads back to rank its hits. */
export const LEXICON_RANKING_FIELDS = [
  'strongs',
  'language',
  'number',
  'lemmaPlain',
  'transliterationLoose',
  'renderings',
  'renderingCounts',
  'frequency',
];

/**
 * One query per meaning of the text (what Postgres ORs in one WHERE): the lemma, an inflected form of
 * the original texts (an exact filter), the loose transliteration, English words of usage and definition.
 */
export function lexiconTextQueries(
  terms: LexiconSearchTerms,
  language: LexiconLanguage | undefined,
): LexiconMeiliQuery[] {
  const filter = lexiconLanguageFilter(language);
  const queries: LexiconMeiliQuery[] = [];
  if (terms.lemma) {
    queries.push({ meaning: 'lemma', q: terms.lemma, attributesToSearchOn: ['lemmaPlain'], filter });
    queries.push({ meaning: 'form', q: '', filter: [...filter, `forms = ${meiliFilterValue(terms.lemma)}`] });
  }
  if (terms.transliteration) {
    queries.push({
      meaning: 'transliteration',
      q: terms.transliteration,
      attributesToSearchOn: ['transliterationLoose'],
      filter,
    });
  }
  // English words are matched as Postgres matches them: every lexeme of the query (stemmed, stop words
  // dropped) among the entry's stored lexemes, an exact filter; the text query only ranks.
  const lexemes = terms.words ? englishQueryLexemes(terms.words) : [];
  if (lexemes.length) {
    queries.push({
      meaning: 'words',
      q: lexemes.join(' '),
      attributesToSearchOn: ['englishLexemes'],
      filter: [...filter, ...lexemes.map((lexeme) => `englishLexemes = ${meiliFilterValue(lexeme)}`)],
    });
  }
  return queries;
}

/** The multi-search body of the text queries: every hit of each (the dictionary is smaller than the page). */
export function toMultiSearchQueries(indexUid: string, queries: readonly LexiconMeiliQuery[]) {
  return queries.map((query) => ({
    indexUid,
    q: query.q,
    filter: query.filter,
    ...(query.attributesToSearchOn ? { attributesToSearchOn: query.attributesToSearchOn } : {}),
    matchingStrategy: 'all' as const,
    page: 1,
    hitsPerPage: MEILI_LEXICON_MAX_HITS,
    attributesToRetrieve: LEXICON_RANKING_FIELDS,
    showRankingScore: query.meaning === 'words',
  }));
}

export interface LexiconHit {
  strongs: string;
  language: LexiconLanguage;
  number: number;
  lemmaPlain: string;
  transliterationLoose: string;
  renderings: string[];
  renderingCounts: number[];
  frequency: number;
  _rankingScore?: number;
}

interface Ranked {
  hit: LexiconHit;
  tier: number;
  /** How often the KJV renders the entry with the very word asked. */
  gloss: number;
  frequency: number;
  rank: number;
}

/**
 * The tier a hit of one meaning earns, or undefined when it does not match as the table would:
 * Meilisearch matches the beginning of any word, Postgres the beginning of the whole field.
 */
function tierOf(meaning: LexiconMeaning, hit: LexiconHit, terms: LexiconSearchTerms): number | undefined {
  switch (meaning) {
    case 'form':
      return TIER_EXACT;
    case 'words':
      return TIER_WORDS;
    case 'lemma': {
      const lemma = terms.lemma ?? '';
      if (!hit.lemmaPlain.startsWith(lemma)) return undefined;
      return hit.lemmaPlain === lemma ? TIER_EXACT : TIER_PREFIX;
    }
    case 'transliteration': {
      const loose = terms.transliteration ?? '';
      if (!hit.transliterationLoose.startsWith(loose)) return undefined;
      return hit.transliterationLoose === loose ? TIER_EXACT : TIER_PREFIX;
    }
  }
}

/** The dictionary's last tie-break, as the Postgres engine's `language DESC, number`. */
function hebrewFirstThenNumber(a: LexiconHit, b: LexiconHit): number {
  return (a.language === b.language ? 0 : a.language > b.language ? -1 : 1) || a.number - b.number;
}

/**
 * The hits of every meaning merged into the dictionary's order, the order of the Postgres engine:
 * tier (best of the meanings an entry matches), how often the KJV renders the entry with the very
 * English word, how often it renders it at all, the relevance of the words, Hebrew before Greek, number.
 */
export function rankLexiconHits(
  terms: LexiconSearchTerms,
  results: readonly { meaning: LexiconMeaning; hits: LexiconHit[] }[],
): string[] {
  const byNumber = new Map<string, Ranked>();
  const gloss = terms.words?.toLowerCase();
  for (const { meaning, hits } of results) {
    for (const hit of hits) {
      const tier = tierOf(meaning, hit, terms);
      if (tier === undefined) continue;
      const seen = byNumber.get(hit.strongs);
      const rank = meaning === 'words' ? (hit._rankingScore ?? 0) : 0;
      if (seen) {
        seen.tier = Math.min(seen.tier, tier);
        seen.rank = Math.max(seen.rank, rank);
        continue;
      }
      byNumber.set(hit.strongs, {
        hit,
        tier: terms.numbers.length && terms.numbers.includes(hit.strongs) ? TIER_NUMBER : tier,
        gloss: gloss === undefined ? 0 : (hit.renderingCounts[hit.renderings.indexOf(gloss)] ?? 0),
        frequency: gloss !== undefined ? hit.frequency : 0,
        rank,
      });
    }
  }
  return [...byNumber.values()]
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.gloss - a.gloss ||
        b.frequency - a.frequency ||
        b.rank - a.rank ||
        hebrewFirstThenNumber(a.hit, b.hit),
    )
    .map((r) => r.hit.strongs);
}

/**
 * The strongs of the hits in the exact tier (what a word names: `namedBy`), in the order `rankLexiconHits`
 * gives that tier when no English words are asked: Hebrew before Greek, then number.
 */
export function exactLexiconHits(
  terms: LexiconSearchTerms,
  results: readonly { meaning: LexiconMeaning; hits: LexiconHit[] }[],
): string[] {
  const exact = new Map<string, LexiconHit>();
  for (const { meaning, hits } of results)
    for (const hit of hits) if (tierOf(meaning, hit, terms) === TIER_EXACT) exact.set(hit.strongs, hit);
  return [...exact.values()].sort(hebrewFirstThenNumber).map((hit) => hit.strongs);
}
