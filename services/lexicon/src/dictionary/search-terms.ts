import type { LexiconLanguage } from '@strongs/contracts';
import { foldTransliteration, stripGreekAccents, stripHebrewPoints, tryParseStrongs } from '@strongs/scripture';

/** What a dictionary query can mean; each part is matched against its own column. */
export interface SearchTerms {
  /** Strong's numbers the query names exactly ('H7225', or '7225' → H7225 and G7225). */
  numbers: string[];
  /** Hebrew or Greek script without points or accents, compared with lemma_plain. */
  lemma?: string;
  /** Latin letters folded like transliteration_loose ('rêʼshîyth', 'reshith' → 'reshith'). */
  transliteration?: string;
  /** English words for the full-text match of usage and definition. */
  words?: string;
}

const HEBREW = /[\u0590-\u05FF]/;
const GREEK = /[\u0370-\u03FF\u1F00-\u1FFF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/**
 * The same fold as the database's lexicon_fold_transliteration (migration 1732000002000): Strong's
 * vowel spellings 'îy', 'êy', 'ôw', 'ûw' and superscript vowels meet what readers type.
 */
export function looseTransliteration(s: string): string {
  return foldTransliteration(s)
    .replace(/[ᵉᵃᵒˢ]/g, (c) => ({ ᵉ: 'e', ᵃ: 'a', ᵒ: 'o', ˢ: 's' })[c] ?? '')
    .replace(/[^a-z]/g, '')
    .replace(/([ie])y/g, '$1')
    .replace(/([ou])w/g, '$1');
}

/** Numbers named by the query, or undefined when the query is not a Strong's number at all. */
function numbersIn(query: string, language: LexiconLanguage | undefined): string[] | undefined {
  const compact = query.replace(/\s+/g, '');
  const parsed = tryParseStrongs(compact);
  let found: string[] | undefined;
  if (parsed) found = [parsed.replace(/[a-z]$/, '')];
  else if (/^\d{1,5}$/.test(compact) && !/^0+$/.test(compact)) found = [`H${Number(compact)}`, `G${Number(compact)}`];
  return found?.filter((n) => !language || (language === 'hebrew') === n.startsWith('H'));
}

/** The parts of a query, or undefined for an empty query (which lists every entry). */
export function searchTerms(query: string | undefined, language?: LexiconLanguage): SearchTerms | undefined {
  const q = (query ?? '').replace(/\s+/g, ' ').trim();
  if (!q) return undefined;
  const numbers = numbersIn(q, language);
  if (numbers) return { numbers };
  const terms: SearchTerms = { numbers: [] };
  if (HEBREW.test(q)) terms.lemma = stripHebrewPoints(q).replace(/\s+/g, ' ').trim() || undefined;
  else if (GREEK.test(q)) terms.lemma = stripGreekAccents(q).trim() || undefined;
  if (LATIN.test(q)) {
    terms.transliteration = looseTransliteration(q) || undefined;
    terms.words = q;
  }
  return terms;
}
