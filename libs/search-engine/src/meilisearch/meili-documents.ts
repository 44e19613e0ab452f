import { foldWords } from '../query/fold-word';
import type { VerseDocument } from '../search-engine';

/** A verse as Meilisearch stores it, one index per version (see meili-index-names.ts). */
export interface MeiliVerse {
  id: number;
  ord: number;
  /**
   * Our own folded words (foldText), space-separated: the only searchable field. Query phrases are folded
   * the same way, so `father’s` meets `father's`, and with no punctuation left there is no hard separator
   * for Meilisearch to put a gap at: a phrase runs on across a full stop, as it does in Postgres.
   */
  folded: string;
  /** The distinct folded words: exact word logic in filters. */
  words: string[];
  strongs: string[];
}

export function toMeiliVerse(doc: VerseDocument): MeiliVerse {
  const words = foldWords(doc.text);
  return {
    id: doc.ord,
    ord: doc.ord,
    folded: words.join(' '),
    words: [...new Set(words)],
    strongs: doc.strongs,
  };
}

/**
 * Applied to each new index before any document. No stop words: they break phrase search. No typos and
 * no prefix matching: a concordance finds the words typed, exactly; prefixes are expanded from the
 * vocabulary instead. `'` joins a word ("god's" is one folded word). `sort` comes first so that a
 * canonical search (sort ord:asc) is in exact canonical order; a ranked one breaks ties by ord.
 */
export const MEILI_SETTINGS = {
  searchableAttributes: ['folded'],
  displayedAttributes: ['ord', 'folded'],
  filterableAttributes: ['ord', 'strongs', 'words'],
  sortableAttributes: ['ord'],
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'ord:asc'],
  nonSeparatorTokens: ["'"],
  stopWords: [],
  typoTolerance: { enabled: false },
  prefixSearch: 'disabled',
  pagination: { maxTotalHits: 100_000 },
} as const;
