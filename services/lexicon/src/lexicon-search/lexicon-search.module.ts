import { Module } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { APP_CONFIG } from '@strongs/nest-common';
import { createLexiconSearchEngine } from '@strongs/search-engine';
import type { LexiconConfig } from '../lexicon.config';
import { KJV_VERSION } from '../shared/kjv';
import { LexiconIndexSync } from './lexicon-index-sync';
import { LEXICON_SEARCH_ENGINE } from './lexicon-search.tokens';

/** The dictionary's search engine, chosen by MEILI_URL like the verse engine; Postgres reads go to the replicas. */
@Module({
  providers: [
    {
      provide: LEXICON_SEARCH_ENGINE,
      useFactory: (reads: ReadDatabase, config: LexiconConfig) =>
        createLexiconSearchEngine(reads, config, KJV_VERSION),
      inject: [ReadDatabase, APP_CONFIG],
    },
    LexiconIndexSync,
  ],
  exports: [LEXICON_SEARCH_ENGINE, LexiconIndexSync],
})
export class LexiconSearchModule {}
