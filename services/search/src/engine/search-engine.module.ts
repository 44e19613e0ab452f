import { Global, Module } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { APP_CONFIG, BaseConfig, HealthRegistry } from '@strongs/nest-common';
import {
  createLexiconSearchEngine,
  createSearchEngine,
  type LexiconSearchEngine,
  type SearchEngine,
} from '@strongs/search-engine';
import { instrumentSearchEngine } from './instrumented-search-engine';
import { LEXICON_ENGINE, SEARCH_ENGINE } from './search-engine.tokens';

/** The tagged text whose renderings rank English words in the dictionary (unused for a word's names). */
const RENDERINGS_VERSION = 'kjv';

/**
 * The configured engine (Meilisearch when MEILI_URL is set, else Postgres full text) for the whole service.
 * The HTTP service only searches and counts, so the Postgres engine reads through ReadDatabase; the index
 * worker (worker.ts), which writes the index, keeps the primary. The dictionary's engine, chosen by the same
 * setting, only names the entries a one-word search names: one matcher for the search box and the dictionary.
 */
@Global()
@Module({
  providers: [
    {
      provide: SEARCH_ENGINE,
      inject: [ReadDatabase, APP_CONFIG, HealthRegistry],
      useFactory: (db: ReadDatabase, config: BaseConfig, health: HealthRegistry): SearchEngine => {
        const engine = instrumentSearchEngine(createSearchEngine(db, config));
        health.register({
          name: `search-engine:${engine.name}`,
          check: async () => void (await engine.indexedCount('kjv')),
        });
        return engine;
      },
    },
    {
      provide: LEXICON_ENGINE,
      inject: [ReadDatabase, APP_CONFIG],
      useFactory: (db: ReadDatabase, config: BaseConfig): LexiconSearchEngine =>
        createLexiconSearchEngine(db, config, RENDERINGS_VERSION),
    },
  ],
  exports: [SEARCH_ENGINE, LEXICON_ENGINE],
})
export class SearchEngineModule {}
