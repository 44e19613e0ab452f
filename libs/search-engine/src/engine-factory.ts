import { MeilisearchEngine } from './meilisearch/meilisearch-engine';
import { PostgresSearchEngine } from './postgres/postgres-search-engine';
import { PostgresVocabulary } from './postgres/verse-documents';
import type { SearchEngine } from './search-engine';
import type { SqlRunner } from './sql-runner';

export interface EngineSettings {
  MEILI_URL?: string;
  MEILI_MASTER_KEY?: string;
}

/** Meilisearch when MEILI_URL is set, else the embedded Postgres engine. */
export function createSearchEngine(db: SqlRunner, settings: EngineSettings): SearchEngine {
  const postgres = new PostgresSearchEngine(db);
  if (!settings.MEILI_URL) return postgres;
  const words = new PostgresVocabulary(db);
  return new MeilisearchEngine({
    url: settings.MEILI_URL,
    apiKey: settings.MEILI_MASTER_KEY,
    vocabulary: {
      wordsStartingWith: (version, prefix, limit) => words.wordsStartingWith(version, prefix, limit),
      suggestWords: (version, words) => postgres.suggestWords(version, words),
    },
  });
}
