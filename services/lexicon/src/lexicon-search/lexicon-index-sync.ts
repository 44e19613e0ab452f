import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { lexiconDocumentsFromDatabase, type LexiconSearchEngine } from '@strongs/search-engine';
import { KJV_VERSION } from '../shared/kjv';
import { LEXICON_SEARCH_ENGINE } from './lexicon-search.tokens';

/**
 * Keeps a separate search index (Meilisearch) in step with the lexicon table: built at start (before
 * serving when there is none yet) and after every import. The Postgres engine searches the table itself.
 */
@Injectable()
export class LexiconIndexSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LexiconIndexSync.name);

  constructor(
    @Inject(LEXICON_SEARCH_ENGINE) private readonly engine: LexiconSearchEngine,
    private readonly reads: ReadDatabase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.engine.name === 'postgres') return;
    if ((await this.engine.indexedCount()) === 0) {
      await this.rebuild();
      return;
    }
    // An index exists: serve it, and catch up in the background with an import made while stopped.
    this.rebuild().catch((error: Error) =>
      this.logger.error(`Lexicon index rebuild failed: ${error.message}`),
    );
  }

  async rebuild(): Promise<void> {
    if (this.engine.name === 'postgres') return;
    const report = await this.engine.rebuild(lexiconDocumentsFromDatabase(this.reads, KJV_VERSION));
    this.logger.log(`Lexicon index rebuilt in ${this.engine.name}: ${report.indexed} entries`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.engine.close();
  }
}
