import { foldWords } from '../query/fold-word';
import type { VerseDocument } from '../search-engine';

export const MEILI_INDEX = 'verses';

/** A verse as Meilisearch stores it; `words` (folded, distinct) lets filters do exact word logic. */
export interface MeiliVerse {
  id: string;
  version: string;
  ord: number;
  book: number;
  chapter: number;
  verse: number;
  testament: 'OT' | 'NT';
  text: string;
  words: string[];
  strongs: string[];
  generation: string;
}

export function toMeiliVerse(doc: VerseDocument, generation: string): MeiliVerse {
  return {
    id: `${doc.versionCode}_${doc.ord}`,
    version: doc.versionCode,
    ord: doc.ord,
    book: doc.book,
    chapter: doc.chapter,
    verse: doc.verse,
    testament: doc.book < 40 ? 'OT' : 'NT',
    text: doc.text,
    words: [...new Set(foldWords(doc.text))],
    strongs: doc.strongs,
    generation,
  };
}

/**
 * Applied before any document (changing them later re-indexes everything). No stop words: they break
 * phrase search. No typos and no prefix matching: a concordance finds the words typed, exactly;
 * prefixes are expanded from the vocabulary instead.
 */
export const MEILI_SETTINGS = {
  searchableAttributes: ['text'],
  filterableAttributes: ['version', 'book', 'ord', 'testament', 'strongs', 'words', 'generation'],
  sortableAttributes: ['ord'],
  stopWords: [],
  typoTolerance: { enabled: false, disableOnAttributes: ['strongs'] },
  prefixSearch: 'disabled',
  pagination: { maxTotalHits: 100_000 },
} as const;
