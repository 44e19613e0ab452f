import { Module } from '@nestjs/common';
import { EntryLookupService } from './entry-lookup.service';
import { LexiconEntriesRepository } from './lexicon-entries.repository';
import { OccurrencesRepository } from './occurrences.repository';

/** Reading the dictionary and the KJV concordance: shared by every feature of the service. */
@Module({
  providers: [LexiconEntriesRepository, EntryLookupService, OccurrencesRepository],
  exports: [LexiconEntriesRepository, EntryLookupService, OccurrencesRepository],
})
export class LexiconEntriesModule {}
