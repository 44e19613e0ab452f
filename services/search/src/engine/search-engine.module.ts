import { Global, Module } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { APP_CONFIG, BaseConfig, HealthRegistry } from '@strongs/nest-common';
import { createSearchEngine, type SearchEngine } from '@strongs/search-engine';
import { instrumentSearchEngine } from './instrumented-search-engine';
import { SEARCH_ENGINE } from './search-engine.tokens';

/**
 * The configured engine (Meilisearch when MEILI_URL is set, else Postgres full text) for the whole service.
 * The HTTP service only searches and counts, so the Postgres engine reads through ReadDatabase; the index
 * worker (worker.ts), which writes the index, keeps the primary.
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
  ],
  exports: [SEARCH_ENGINE],
})
export class SearchEngineModule {}
