import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { DbModule } from '@strongs/db';
import { CommonModule, RedisModule } from '@strongs/nest-common';
import { GenerationEtagMiddleware } from './cache/generation-etag.middleware';
import { LexiconCacheModule } from './cache/lexicon-cache.module';
import { ImportEventsModule } from './imports/import-events.module';
import { LexiconEntriesModule } from './lexicon-entries/lexicon-entries.module';
import { LexiconSearchModule } from './lexicon-search/lexicon-search.module';
import { LexiconConfig } from './lexicon.config';
import { StaticStrongsModule } from './static-strongs/static-strongs.module';
import { VerseAnalysisModule } from './verse-analysis/verse-analysis.module';

/**
 * The lexicon's features; everything else (logging, /health, DB, Redis) comes from the libs. Routes are
 * matched in this order: the search's `api/dictionary/search|hebrew|greek` come before the entries'
 * `api/dictionary/:strongsNumber`, which would otherwise take "search" for a number.
 */
export const LEXICON_FEATURES = [
  LexiconSearchModule,
  LexiconEntriesModule,
  VerseAnalysisModule,
  StaticStrongsModule,
];

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: LexiconConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forService('lexicon', config),
        DbModule.forRoot({ poolSize: config.DB_POOL_SIZE }),
        RedisModule.forRoot(),
        LexiconCacheModule,
        ...LEXICON_FEATURES,
        ImportEventsModule,
      ],
    };
  }

  /** The answers cached under the readers' generation carry it as their ETag (dictionary search reads an index). */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(GenerationEtagMiddleware)
      .exclude(
        { path: 'api/dictionary/search', method: RequestMethod.GET },
        { path: 'api/dictionary/hebrew', method: RequestMethod.GET },
        { path: 'api/dictionary/greek', method: RequestMethod.GET },
      )
      .forRoutes(
        { path: 'api/dictionary/:strongsNumber', method: RequestMethod.GET },
        { path: 'api/strongs/definition/:strongsNumber', method: RequestMethod.GET },
        { path: 'api/strongs/verse/:book/:chapter/:verse', method: RequestMethod.GET },
      );
  }
}
