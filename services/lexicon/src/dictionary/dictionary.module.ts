import { Module } from '@nestjs/common';
import { EntryService } from '../lexicon-entries/entry.service';
import { EntryRepository } from '../lexicon-entries/entry.repository';
import { LexiconEntriesModule } from '../lexicon-entries/lexicon-entries.module';
import { LexiconSearchModule } from '../lexicon-search/lexicon-search.module';
import { DictionaryController } from './dictionary.controller';
import { DictionarySearchService } from './dictionary-search.service';

@Module({
  imports: [LexiconEntriesModule, LexiconSearchModule],
  controllers: [DictionaryController],
  providers: [DictionarySearchService, EntryService, EntryRepository],
})
export class DictionaryModule {}
