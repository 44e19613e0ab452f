import { Inject, Injectable } from '@nestjs/common';
import { parseSearchQuery, SearchEngine, type SearchQuery } from '@strongs/search-engine';
import { SEARCH_ENGINE } from '../engine/search-engine.tokens';

/** Spelling is looked up for this many distinct words at most: a pasted paragraph costs one bounded query. */
export const MAX_SUGGESTED_WORDS = 12;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Offers the query with each unknown word replaced by the closest indexed spelling, if that finds anything. */
@Injectable()
export class DidYouMeanService {
  constructor(@Inject(SEARCH_ENGINE) private readonly engine: SearchEngine) {}

  async suggest(versionCode: string, input: string, query: SearchQuery): Promise<string | undefined> {
    const words = new Set<string>();
    for (const term of query.groups.flat()) {
      if (term.kind === 'phrase') term.words.forEach((w) => words.add(w));
      else if (!term.prefix) words.add(term.word);
    }
    const suggestions = await this.engine.suggestWords(versionCode, [...words].slice(0, MAX_SUGGESTED_WORDS));
    let corrected = input;
    for (const [word, suggestion] of suggestions) {
      if (suggestion === word) continue;
      corrected = corrected.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'),
        suggestion,
      );
    }
    if (corrected === input) return undefined;
    const found = await this.engine.count(versionCode, parseSearchQuery(corrected)).catch(() => 0);
    return found > 0 ? corrected : undefined;
  }
}
