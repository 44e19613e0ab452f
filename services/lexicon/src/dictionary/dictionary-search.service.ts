import { Injectable } from '@nestjs/common';
import type { DictionaryListResponse, LexiconLanguage } from '@strongs/contracts';
import { toLexiconEntry } from '../lexicon-entries/entry-row';
import { offsetOf, pagination } from '../shared/pagination';
import { DictionarySearchRepository } from './dictionary-search.repository';
import { searchTerms } from './search-terms';

export interface DictionarySearch {
  query?: string;
  language?: LexiconLanguage;
  page: number;
  limit: number;
}

@Injectable()
export class DictionarySearchService {
  constructor(private readonly repository: DictionarySearchRepository) {}

  async search({ query, language, page, limit }: DictionarySearch): Promise<DictionaryListResponse> {
    const { rows, total } = await this.repository.search({
      terms: searchTerms(query, language),
      language,
      limit,
      offset: offsetOf(page, limit),
    });
    return { entries: rows.map(toLexiconEntry), pagination: pagination(total, page, limit) };
  }
}
