import type { EngineSettings } from '../engine-factory';
import type { SqlRunner } from '../sql-runner';
import type { LexiconSearchEngine } from './lexicon-search-engine';
import { MeilisearchLexiconEngine } from './meilisearch-lexicon-engine';
import { PostgresLexiconEngine } from './postgres-lexicon-engine';

/**
 * Chosen like the verse engine: Meilisearch when MEILI_URL is set, else the lexicon table in Postgres.
 * `db` serves the Postgres engine's reads (the lexicon service passes its ReadDatabase);
 * `renderingsVersion` is the tagged text whose renderings rank English words.
 */
export function createLexiconSearchEngine(
  db: SqlRunner,
  settings: EngineSettings,
  renderingsVersion: string,
): LexiconSearchEngine {
  if (!settings.MEILI_URL) return new PostgresLexiconEngine(db, renderingsVersion);
  return new MeilisearchLexiconEngine({ url: settings.MEILI_URL, masterKey: settings.MEILI_MASTER_KEY });
}
