import { Module } from '@nestjs/common';
import { EntryService } from '../entry/entry.service';
import { RelatedEntriesRepository } from '../entry/related-entries.repository';
import { TranslationCountsRepository } from '../entry/translation-counts.repository';
import { LexiconEntriesModule } from '../lexicon-entries/lexicon-entries.module';
import { DictionaryController } from './dictionary.controller';
import { DictionarySearchRepository } from './dictionary-search.repository';
import { DictionarySearchService } from './dictionary-search.service';

@Module({
  imports: [LexiconEntriesModule],
  controllers: [DictionaryController],
  providers: [DictionarySearchService, DictionarySearchRepository, EntryService, TranslationCountsRepository, RelatedEntriesRepository],
})
export class DictionaryModule {}
