import type { LexiconLanguage } from '@strongs/contracts';
import { stripGreekAccents, stripHebrewPoints, tryParseStrongs } from '@strongs/scripture';
import { looseTransliteration, type LexiconSearchTerms } from '@strongs/search-engine';

/** The query's fold of transliterations lives with the engines, which fold the indexed entries with it too. */
export { looseTransliteration };

/** What a dictionary query can mean; each part is matched against its own column (or field). */
export type SearchTerms = LexiconSearchTerms;

const HEBREW = /[\u0590-\u05FF]/;
const GREEK = /[\u0370-\u03FF\u1F00-\u1FFF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/** Numbers named by the query, or undefined when the query is not a Strong's number at all. */
function numbersIn(query: string, language: LexiconLanguage | undefined): string[] | undefined {
  const compact = query.replace(/\s+/g, '');
  const parsed = tryParseStrongs(compact);
  let found: string[] | undefined;
  if (parsed) found = [parsed.replace(/[a-z]$/, '')];
  else if (/^\d{1,5}$/.test(compact) && !/^0+$/.test(compact))
    found = [`H${Number(compact)}`, `G${Number(compact)}`];
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
