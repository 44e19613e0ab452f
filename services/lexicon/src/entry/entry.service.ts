import { Injectable } from '@nestjs/common';
import type { DictionaryEntryResponse } from '@strongs/contracts';
import { splitOutline } from '@strongs/scripture';
import { LexiconCache } from '../cache/lexicon-cache';
import { EntryLookupService } from '../lexicon-entries/entry-lookup.service';
import { EntryRow, toLexiconEntry } from '../lexicon-entries/entry-row';
import { LexiconEntriesRepository } from '../lexicon-entries/lexicon-entries.repository';
import { toExample } from '../lexicon-entries/occurrence-mapper';
import { OccurrencesRepository } from '../lexicon-entries/occurrences.repository';
import { dictionaryNumber } from '../shared/dictionary-number';
import { toBookCounts } from './book-counts';
import { partOfSpeech } from './part-of-speech';
import { relatedEntries } from './related-entries';
import { RelatedEntriesRepository } from './related-entries.repository';
import { TranslationCountsRepository } from './translation-counts.repository';

/** The entry dialogs show the first 10 verses (spec §9). */
const EXAMPLE_VERSES = 10;

@Injectable()
export class EntryService {
  constructor(
    private readonly lookup: EntryLookupService,
    private readonly entries: LexiconEntriesRepository,
    private readonly translations: TranslationCountsRepository,
    private readonly occurrences: OccurrencesRepository,
    private readonly relations: RelatedEntriesRepository,
    private readonly cache: LexiconCache,
  ) {}

  get(input: string): Promise<DictionaryEntryResponse> {
    const strongs = dictionaryNumber(input);
    return this.cache.remember(`entry:${strongs}`, async () =>
      this.build(await this.lookup.require(strongs)),
    );
  }

  private async build(row: EntryRow): Promise<DictionaryEntryResponse> {
    const [kjvTranslations, versionTranslations, byBook, examples, direct, neighbours] = await Promise.all([
      this.translations.forNumber(row.strongs),
      this.translations.forOtherTranslations(row.strongs),
      this.occurrences.countByBook(row.strongs),
      this.occurrences.page(row.strongs, EXAMPLE_VERSES, 0),
      this.relations.direct(row.strongs),
      this.relations.sameRootNeighbours(row.strongs),
    ]);
    const relatedRows = await this.entries.findMany([...direct.map((r) => r.strongs), ...neighbours]);
    const occurrencesByBook = toBookCounts(byBook);
    return {
      ...toLexiconEntry(row),
      originalWord: row.lemma,
      etymology: row.origin,
      partOfSpeech: partOfSpeech(row),
      outline: splitOutline(row.definition),
      aramaic: row.aramaic,
      kjvTranslations,
      versionTranslations,
      totalWords: occurrencesByBook.reduce((sum, b) => sum + b.words, 0),
      totalVerses: occurrencesByBook.reduce((sum, b) => sum + b.count, 0),
      occurrencesByBook,
      related: relatedEntries(direct, neighbours, relatedRows),
      occurrences: examples.map(toExample),
    };
  }
}
