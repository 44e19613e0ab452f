import { Module } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { APP_CONFIG } from '@strongs/nest-common';
import { createLexiconSearchEngine } from '@strongs/search-engine';
import type { LexiconConfig } from '../lexicon.config';
import { KJV_VERSION } from '../shared/kjv';
import { DictionarySearchController } from './dictionary-search.controller';
import { DictionarySearchService } from './dictionary-search.service';
import { LexiconIndexSync } from './lexicon-index-sync';
import { LEXICON_SEARCH_ENGINE } from './lexicon-search.tokens';

/**
 * The dictionary search and its engine, chosen by MEILI_URL like the verse engine (Postgres reads go to
 * the replicas), with the sync that keeps a separate index in step with the table.
 */
@Module({
  controllers: [DictionarySearchController],
  providers: [
    {
      provide: LEXICON_SEARCH_ENGINE,
      useFactory: (reads: ReadDatabase, config: LexiconConfig) =>
        createLexiconSearchEngine(reads, config, KJV_VERSION),
      inject: [ReadDatabase, APP_CONFIG],
    },
    LexiconIndexSync,
    DictionarySearchService,
  ],
  exports: [LexiconIndexSync],
})
export class LexiconSearchModule {}
