import { Module } from '@nestjs/common';
import { TopicsModule } from '../topics/topics.module';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { DidYouMeanService } from './did-you-mean';
import { MorphSearch } from './morph-search';
import { MorphSearchRepository } from './morph-search.repository';
import { ResultNumbering } from './result-numbering';
import { SearchAdmission } from './search-admission';
import { SearchPageRepository } from './search-page.repository';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [VersionsModule, VersesModule, TopicsModule],
  controllers: [SearchController],
  providers: [
    SearchService,
    DidYouMeanService,
    SearchAdmission,
    ResultNumbering,
    MorphSearch,
    MorphSearchRepository,
    SearchPageRepository,
  ],
  exports: [SearchService],
})
export class SearchModule {}
