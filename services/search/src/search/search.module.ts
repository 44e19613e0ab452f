import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { TopicsModule } from '../topics/topics.module';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { DidYouMeanService } from './did-you-mean';
import { MorphSearch } from './morph-search';
import { MorphSearchRepository } from './morph-search.repository';
import { ResultNumbering } from './result-numbering';
import { SearchAdmission } from './search-admission';
import { DictionaryGeneration } from './dictionary-generation';
import { SearchAnswerGeneration } from './search-answer-generation';
import { SearchEtagMiddleware } from './search-etag.middleware';
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
    SearchAnswerGeneration,
    DictionaryGeneration,
    SearchEtagMiddleware,
    ResultNumbering,
    MorphSearch,
    MorphSearchRepository,
    SearchPageRepository,
  ],
  exports: [SearchService],
})
export class SearchModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SearchEtagMiddleware).forRoutes({ path: 'api/search-strongs', method: RequestMethod.GET });
  }
}
