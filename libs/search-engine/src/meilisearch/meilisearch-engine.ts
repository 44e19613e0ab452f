import { randomBytes } from 'node:crypto';
import type { Index, Meilisearch, Task } from 'meilisearch/dist/index';
import type { SearchQuery } from '../query/query-ast';
import type {
  IndexProgress,
  IndexReport,
  SearchEngine,
  VerseDocumentSource,
  VerseSearchPage,
  VerseSearchRequest,
} from '../search-engine';
import { MEILI_INDEX, MEILI_SETTINGS, MeiliVerse, toMeiliVerse } from './meili-documents';
import { filterValue, toMeiliSearch } from './meili-query';

export interface MeiliVocabulary {
  wordsStartingWith(versionCode: string, prefix: string, limit: number): Promise<string[]>;
  suggestWords(versionCode: string, words: readonly string[]): Promise<Map<string, string>>;
}

export interface MeilisearchEngineOptions {
  url: string;
  apiKey?: string;
  /** Prefix expansion and spelling suggestions come from the Postgres vocabulary. */
  vocabulary: MeiliVocabulary;
  indexUid?: string;
  /** The JS client's default of 5 s is far too short for a 30k-verse batch on a small machine. */
  taskTimeoutMs?: number;
}

const PREFIX_EXPANSION_LIMIT = 200;

export class MeiliTaskFailedError extends Error {
  override name = 'MeiliTaskFailedError';
}

/**
 * Meilisearch, when MEILI_URL is set. One index for every version (version is a filter). Re-indexing a
 * version upserts its documents under a new `generation`, then deletes the old generation, so the
 * version keeps answering throughout and the others are never touched.
 */
export class MeilisearchEngine implements SearchEngine {
  readonly name = 'meilisearch' as const;
  private readonly client: Meilisearch;
  private readonly index: Index<MeiliVerse>;
  private settingsApplied?: Promise<void>;

  constructor(private readonly options: MeilisearchEngineOptions) {
    // meilisearch is ESM-only; Node 20.19+ can require it from our CommonJS output.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Meilisearch: Client } = require('meilisearch') as typeof import('meilisearch/dist/index');
    this.client = new Client({ host: options.url, apiKey: options.apiKey });
    this.index = this.client.index<MeiliVerse>(options.indexUid ?? MEILI_INDEX);
  }

  private async waitFor(task: { waitTask(o?: { timeout?: number }): Promise<Task> }): Promise<void> {
    const done = await task.waitTask({ timeout: this.options.taskTimeoutMs ?? 300_000 });
    if (done.status !== 'succeeded') throw new MeiliTaskFailedError(`Meilisearch task ${done.uid} ${done.status}: ${done.error?.message ?? ''}`);
  }

  /** Settings go in before the first document, once per process. */
  ensureSettings(): Promise<void> {
    this.settingsApplied ??= (async () => {
      await this.waitFor(this.client.createIndex(this.index.uid, { primaryKey: 'id' })).catch(() => undefined);
      await this.waitFor(this.index.updateSettings(MEILI_SETTINGS as never));
    })();
    return this.settingsApplied;
  }

  async indexVersion(
    versionCode: string,
    source: VerseDocumentSource,
    onProgress?: (progress: IndexProgress) => Promise<void> | void,
  ): Promise<IndexReport> {
    await this.ensureSettings();
    const generation = randomBytes(6).toString('hex');
    let indexed = 0;
    for await (const batch of source()) {
      await this.waitFor(this.index.addDocuments(batch.map((d) => toMeiliVerse(d, generation)), { primaryKey: 'id' }));
      indexed += batch.length;
      await onProgress?.({ versionCode, indexed });
    }
    await this.waitFor(
      this.index.deleteDocuments({ filter: `version = ${filterValue(versionCode)} AND generation != ${filterValue(generation)}` }),
    );
    return { versionCode, indexed };
  }

  async dropVersion(versionCode: string): Promise<void> {
    await this.ensureSettings();
    await this.waitFor(this.index.deleteDocuments({ filter: `version = ${filterValue(versionCode)}` }));
  }

  async indexedCount(versionCode: string): Promise<number> {
    await this.ensureSettings();
    const found = await this.index.search('', { filter: [`version = ${filterValue(versionCode)}`], page: 1, hitsPerPage: 0 });
    return found.totalHits;
  }

  async search(request: VerseSearchRequest): Promise<VerseSearchPage> {
    await this.ensureSettings();
    const { q, filter } = await toMeiliSearch(request.versionCode, request.query, (prefix) =>
      this.options.vocabulary.wordsStartingWith(request.versionCode, prefix, PREFIX_EXPANSION_LIMIT),
    );
    const found = await this.index.search(q, {
      filter,
      page: request.page,
      hitsPerPage: request.perPage,
      attributesToRetrieve: ['ord'],
      matchingStrategy: 'all',
      ...(request.sort === 'relevance' && q ? {} : { sort: ['ord:asc'] }),
    });
    return { total: found.totalHits, ords: found.hits.map((h) => h.ord), sort: request.sort === 'relevance' && q ? 'relevance' : 'canonical' };
  }

  async count(versionCode: string, query: SearchQuery): Promise<number> {
    return (await this.search({ versionCode, query, page: 1, perPage: 0 })).total;
  }

  suggestWords(versionCode: string, words: readonly string[]): Promise<Map<string, string>> {
    return this.options.vocabulary.suggestWords(versionCode, words);
  }

  async close(): Promise<void> {
    // The client holds no connection of its own.
  }
}
