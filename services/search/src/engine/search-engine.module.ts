import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, BaseConfig, HealthRegistry } from '@strongs/nest-common';
import { createSearchEngine, type SearchEngine } from '@strongs/search-engine';
import { DataSource } from 'typeorm';
import { instrumentSearchEngine } from './instrumented-search-engine';
import { SEARCH_ENGINE } from './search-engine.tokens';

/** The configured engine (Meilisearch when MEILI_URL is set, else Postgres full text) for the whole service. */
@Global()
@Module({
  providers: [
    {
      provide: SEARCH_ENGINE,
      inject: [DataSource, APP_CONFIG, HealthRegistry],
      useFactory: (db: DataSource, config: BaseConfig, health: HealthRegistry): SearchEngine => {
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
