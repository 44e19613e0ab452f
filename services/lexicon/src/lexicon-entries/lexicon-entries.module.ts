import { Module } from '@nestjs/common';
import { DefinitionController } from './definition.controller';
import { DefinitionService } from './definition.service';
import { EntryController } from './entry.controller';
import { EntryLookupService } from './entry-lookup.service';
import { EntryRepository } from './entry.repository';
import { EntryService } from './entry.service';
import { LexiconEntriesRepository } from './lexicon-entries.repository';
import { OccurrencesRepository } from './occurrences.repository';

/** The dictionary's entries: an entry's page and its definition with the KJV verses; the entry rows it reads are shared. */
@Module({
  controllers: [EntryController, DefinitionController],
  providers: [
    LexiconEntriesRepository,
    EntryLookupService,
    OccurrencesRepository,
    EntryRepository,
    EntryService,
    DefinitionService,
  ],
  exports: [LexiconEntriesRepository],
})
export class LexiconEntriesModule {}
