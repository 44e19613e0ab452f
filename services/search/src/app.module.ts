import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { DbModule } from '@strongs/db';
import { CommonModule, RedisModule, SessionModule, ViewerRoleMiddleware } from '@strongs/nest-common';
import { AdmissionModule } from './admission/admission.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AnswerCacheModule } from './common/answer-cache.module';
import { BibleModule } from './bible/bible.module';
import { CommentariesModule } from './commentaries/commentaries.module';
import { ConcordanceModule } from './concordance/concordance.module';
import { InterlinearModule } from './interlinear/interlinear.module';
import { SearchEngineModule } from './engine/search-engine.module';
import { ReferenceLookupModule } from './reference-lookup/reference-lookup.module';
import { RstneModule } from './rstne/rstne.module';
import { SearchConfig } from './search.config';
import { SearchModule } from './search/search.module';
import { StrongsSearchModule } from './strongs/strongs-search.module';
import { TopicsModule } from './topics/topics.module';

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: SearchConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forService('search', config),
        DbModule.forRoot({ poolSize: config.DB_POOL_SIZE }),
        RedisModule.forRoot(),
        SessionModule.forRoot(config),
        AnswerCacheModule,
        AdmissionModule,
        SearchEngineModule,
        SearchModule,
        StrongsSearchModule,
        BibleModule,
        InterlinearModule,
        ConcordanceModule,
        RstneModule,
        ReferenceLookupModule,
        AnalyticsModule,
        CommentariesModule,
        TopicsModule,
      ],
    };
  }

  /** Unpublished texts are answered to administrators only (VersionsService reads who asks). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ViewerRoleMiddleware).forRoutes('{*path}');
  }
}
