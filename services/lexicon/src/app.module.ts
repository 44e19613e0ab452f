import { DynamicModule, Module } from '@nestjs/common';
import { DbModule } from '@strongs/db';
import { CommonModule, RedisModule } from '@strongs/nest-common';
import { LexiconCacheModule } from './cache/lexicon-cache.module';
import { DefinitionModule } from './definition/definition.module';
import { DictionaryModule } from './dictionary/dictionary.module';
import { ImportEventsModule } from './imports/import-events.module';
import { LexiconConfig } from './lexicon.config';
import { StaticStrongsModule } from './static-strongs/static-strongs.module';
import { VerseAnalysisModule } from './verse-analysis/verse-analysis.module';

/** The lexicon's features; everything else (logging, /health, DB, Redis) comes from the libs. */
export const LEXICON_FEATURES = [
  DictionaryModule,
  DefinitionModule,
  VerseAnalysisModule,
  StaticStrongsModule,
];

@Module({})
export class AppModule {
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
}
