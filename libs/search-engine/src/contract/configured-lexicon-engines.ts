import { randomBytes } from 'node:crypto';
import type { LexiconSearchEngine } from '../lexicon/lexicon-search-engine';
import { MeilisearchLexiconEngine } from '../lexicon/meilisearch-lexicon-engine';
import { PostgresLexiconEngine } from '../lexicon/postgres-lexicon-engine';
import type { SqlRunner } from '../sql-runner';

export interface ConfiguredLexiconEngine {
  label: string;
  create(db: SqlRunner): LexiconSearchEngine;
  /** Removes what the engine built for the test (a Meilisearch index). */
  dispose(engine: LexiconSearchEngine): Promise<void>;
}

/** The tagged text whose renderings rank English words, as in the lexicon service. */
export const CONTRACT_RENDERINGS_VERSION = 'kjv';

/**
 * The lexicon engines the contract suite runs against: Postgres always, Meilisearch when MEILI_URL is
 * set (each test file then gets its own index, dropped afterwards).
 */
export function configuredLexiconEngines(env: NodeJS.ProcessEnv = process.env): ConfiguredLexiconEngine[] {
  const engines: ConfiguredLexiconEngine[] = [
    {
      label: 'postgres',
      create: (db) => new PostgresLexiconEngine(db, CONTRACT_RENDERINGS_VERSION),
      dispose: async () => undefined,
    },
  ];
  const url = env.MEILI_URL;
  if (url) {
    engines.push({
      label: 'meilisearch',
      create: () =>
        new MeilisearchLexiconEngine({
          url,
          masterKey: env.MEILI_MASTER_KEY,
          indexUid: `lexicon_test_${randomBytes(4).toString('hex')}`,
        }),
      dispose: (engine) => (engine as MeilisearchLexiconEngine).drop(),
    });
  } else {
    console.log('Lexicon engine contract: Meilisearch skipped (MEILI_URL is not set); Postgres only');
  }
  return engines;
}
