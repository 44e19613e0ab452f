import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_DICTIONARY_PAGE_SIZE,
  DICTIONARY_PAGE_SIZES,
  type DictionaryListResponse,
  type LexiconLanguage,
} from '@strongs/contracts';
import { SystemSettingsReader } from '@strongs/db';
import type { LexiconSearchEngine } from '@strongs/search-engine';
import { toLexiconEntry } from '../lexicon-entries/entry-row';
import { offsetOf, pagination } from '../shared/pagination';
import { LEXICON_SEARCH_ENGINE } from './lexicon-search.tokens';
import { searchTerms } from './search-terms';

export interface DictionarySearch {
  query?: string;
  language?: LexiconLanguage;
  page: number;
  /** Absent: the administrator's `dictionary_page_size`. */
  limit?: number;
}

@Injectable()
export class DictionarySearchService {
  constructor(
    @Inject(LEXICON_SEARCH_ENGINE) private readonly engine: LexiconSearchEngine,
    private readonly settings: SystemSettingsReader,
  ) {}

  async search({
    query,
    language,
    page,
    limit: requestedLimit,
  }: DictionarySearch): Promise<DictionaryListResponse> {
    const limit = requestedLimit ?? (await this.defaultPageSize());
    const { rows, total } = await this.engine.search({
      terms: searchTerms(query, language),
      language,
      limit,
      offset: offsetOf(page, limit),
    });
    return { entries: rows.map(toLexiconEntry), pagination: pagination(total, page, limit) };
  }

  /** A stored size the dictionary's menu does not offer falls back to the spec's default. */
  private async defaultPageSize(): Promise<number> {
    const size = await this.settings.number('dictionary_page_size', DEFAULT_DICTIONARY_PAGE_SIZE);
    return (DICTIONARY_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_DICTIONARY_PAGE_SIZE;
  }
}
