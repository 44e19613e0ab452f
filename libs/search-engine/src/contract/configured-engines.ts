import { randomBytes } from 'node:crypto';
import { MeilisearchEngine } from '../meilisearch/meilisearch-engine';
import { PostgresSearchEngine } from '../postgres/postgres-search-engine';
import { PostgresVocabulary } from '../postgres/verse-documents';
import type { SearchEngine } from '../search-engine';
import type { SqlRunner } from '../sql-runner';

export interface ConfiguredEngine {
  label: string;
  create(db: SqlRunner): SearchEngine;
}

/**
 * The engines the contract suite runs against: Postgres always, Meilisearch when MEILI_URL is set
 * (each test file then gets its own index, dropped afterwards).
 */
export function configuredEngines(env: NodeJS.ProcessEnv = process.env): ConfiguredEngine[] {
  const engines: ConfiguredEngine[] = [{ label: 'postgres', create: (db) => new PostgresSearchEngine(db) }];
  const url = env.MEILI_URL;
  if (url) {
    engines.push({
      label: 'meilisearch',
      create: (db) => {
        const postgres = new PostgresSearchEngine(db);
        const words = new PostgresVocabulary(db);
        return new MeilisearchEngine({
          url,
          apiKey: env.MEILI_MASTER_KEY,
          indexUid: `verses_test_${randomBytes(4).toString('hex')}`,
          vocabulary: {
            wordsStartingWith: (v, p, l) => words.wordsStartingWith(v, p, l),
            suggestWords: (v, w) => postgres.suggestWords(v, w),
          },
        });
      },
    });
  }
  return engines;
}
