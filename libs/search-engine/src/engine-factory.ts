import { MeilisearchEngine } from './meilisearch/meilisearch-engine';
import { PostgresSearchEngine } from './postgres/postgres-search-engine';
import { PostgresVocabulary } from './postgres/verse-documents';
import type { SearchEngine } from './search-engine';
import type { SqlRunner } from './sql-runner';

export interface EngineSettings {
  MEILI_URL?: string;
  MEILI_MASTER_KEY?: string;
}

/** The Meilisearch engine on `url`, with prefixes and suggestions from the Postgres vocabulary. */
export function createMeilisearchEngine(
  db: SqlRunner,
  url: string,
  masterKey?: string,
  indexPrefix?: string,
): MeilisearchEngine {
  const postgres = new PostgresSearchEngine(db);
  const words = new PostgresVocabulary(db);
  return new MeilisearchEngine({
    url,
    masterKey,
    indexPrefix,
    vocabulary: {
      wordsStartingWith: (version, prefix) => words.wordsStartingWith(version, prefix),
      suggestWords: (version, list) => postgres.suggestWords(version, list),
    },
  });
}

/** Meilisearch when MEILI_URL is set, else the embedded Postgres engine. */
export function createSearchEngine(db: SqlRunner, settings: EngineSettings): SearchEngine {
  if (!settings.MEILI_URL) return new PostgresSearchEngine(db);
  return createMeilisearchEngine(db, settings.MEILI_URL, settings.MEILI_MASTER_KEY);
}
