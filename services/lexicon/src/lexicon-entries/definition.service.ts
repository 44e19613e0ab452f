import { Injectable } from '@nestjs/common';
import { DEFAULT_OCCURRENCES_PAGE_SIZE, type StrongsDefinitionResponse } from '@strongs/contracts';
import { LexiconCache } from '../cache/lexicon-cache';
import { EntryLookupService } from './entry-lookup.service';
import { toLexiconEntry } from './entry-row';
import { toOccurrence } from './occurrence-mapper';
import { OccurrencesRepository } from './occurrences.repository';
import { dictionaryNumber } from '../shared/dictionary-number';
import { offsetOf, pagination } from '../shared/pagination';

@Injectable()
export class DefinitionService {
  constructor(
    private readonly lookup: EntryLookupService,
    private readonly occurrences: OccurrencesRepository,
    private readonly cache: LexiconCache,
  ) {}

  get(input: string, page: number, limit: number): Promise<StrongsDefinitionResponse> {
    const strongs = dictionaryNumber(input);
    return this.cache.remember(
      `definition:${strongs}:${page}:${limit}`,
      async () => {
        const row = await this.lookup.require(strongs);
        const [total, rows] = await Promise.all([
          this.occurrences.countVerses(strongs),
          this.occurrences.page(strongs, limit, offsetOf(page, limit)),
        ]);
        // The entry as the dictionary gives it, without the list's `id`.
        const { id: _id, ...entry } = toLexiconEntry(row);
        return {
          ...entry,
          totalOccurrences: total,
          occurrences: rows.map(toOccurrence),
          pagination: pagination(total, page, limit),
        };
      },
      // Only the pages the web asks for are kept: any other size, or a page past the last, is one key per
      // request a visitor could invent (issue #32: 1,000 such pages must not be 1,000 keys).
      {
        store: (answer) =>
          limit === DEFAULT_OCCURRENCES_PAGE_SIZE && page <= Math.max(1, answer.pagination.pages),
      },
    );
  }
}
