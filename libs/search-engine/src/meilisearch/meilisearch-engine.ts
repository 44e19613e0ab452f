import type { Index, SearchParams } from 'meilisearch/dist/index';
import { matchesFoldedWords } from '../query/match-folded-words';
import type { SearchQuery } from '../query/query-ast';
import {
  MAX_RANKED_HITS,
  type IndexProgress,
  type IndexReport,
  type SearchEngine,
  type VerseDocumentSource,
  type VerseSearchPage,
  type VerseSearchRequest,
} from '../search-engine';
import { meiliClients, type MeiliClients } from './meili-clients';
import { MEILI_SETTINGS, MeiliVerse, toMeiliVerse } from './meili-documents';
import { ignoringCode } from './meili-errors';
import { dropMeiliIndex, rebuildBySwap } from './meili-index-swap';
import { liveIndexUid, MEILI_INDEX_PREFIX } from './meili-index-names';
import { toMeiliSearch } from './meili-query';

export interface MeiliVocabulary {
  /** Every indexed word of the version starting with the prefix (no limit: each one must count). */
  wordsStartingWith(versionCode: string, prefix: string): Promise<string[]>;
  suggestWords(versionCode: string, words: readonly string[]): Promise<Map<string, string>>;
}

export interface MeilisearchEngineOptions {
  url: string;
  /**
   * Used only at start, to find or create the search key and the admin key (meili-clients.ts), shared
   * with the lexicon engine. Unset for a Meilisearch that runs without one (development).
   */
  masterKey?: string;
  /** Prefix expansion and spelling suggestions come from the Postgres vocabulary. */
  vocabulary: MeiliVocabulary;
  /** Index uids are `<prefix>_<version>`; the contract suite uses a prefix of its own. */
  indexPrefix?: string;
  /** Default MEILI_TASK_TIMEOUT_MS. */
  taskTimeoutMs?: number;
}

/** Candidates fetched per request when phrases are checked by us. */
const CANDIDATE_PAGE = 10_000;

/**
 * Meilisearch, when MEILI_URL is set. One index per version, so re-indexing builds a fresh index and
 * swaps it in atomically (rebuildBySwap): the version answers throughout, and two overlapping re-index
 * jobs each swap in a complete index instead of deleting each other's documents.
 */
export class MeilisearchEngine implements SearchEngine {
  readonly name = 'meilisearch' as const;
  private readonly prefix: string;
  private readonly clients: () => Promise<MeiliClients>;

  constructor(private readonly options: MeilisearchEngineOptions) {
    this.prefix = options.indexPrefix ?? MEILI_INDEX_PREFIX;
    this.clients = meiliClients(options, { versePrefix: this.prefix });
  }

  private live(versionCode: string): string {
    return liveIndexUid(this.prefix, versionCode);
  }

  async indexVersion(
    versionCode: string,
    source: VerseDocumentSource,
    onProgress?: (progress: IndexProgress) => Promise<void> | void,
  ): Promise<IndexReport> {
    const { admin } = await this.clients();
    const indexed = await rebuildBySwap(admin, {
      live: this.live(versionCode),
      primaryKey: 'id',
      settings: MEILI_SETTINGS,
      batches: source(),
      toDocument: toMeiliVerse,
      onBatch: (count) => onProgress?.({ versionCode, indexed: count }),
      timeoutMs: this.options.taskTimeoutMs,
    });
    return { versionCode, indexed };
  }

  async dropVersion(versionCode: string): Promise<void> {
    const { admin } = await this.clients();
    await dropMeiliIndex(admin, this.live(versionCode), this.options.taskTimeoutMs);
  }

  private async searchIndex(versionCode: string): Promise<Index<MeiliVerse>> {
    return (await this.clients()).search.index<MeiliVerse>(this.live(versionCode));
  }

  /** A version never indexed (or dropped) has no index: it matches nothing. */
  private async find(
    versionCode: string,
    q: string,
    params: SearchParams,
  ): Promise<{ totalHits: number; hits: MeiliVerse[] }> {
    const index = await this.searchIndex(versionCode);
    // page + hitsPerPage: the answer carries the exact totalHits, not estimatedTotalHits.
    const found = await ignoringCode(
      'index_not_found',
      index.search(q, { matchingStrategy: 'all', ...params }),
    );
    return found
      ? { totalHits: (found as { totalHits?: number }).totalHits ?? 0, hits: found.hits }
      : { totalHits: 0, hits: [] };
  }

  async indexedCount(versionCode: string): Promise<number> {
    return (await this.find(versionCode, '', { page: 1, hitsPerPage: 0 })).totalHits;
  }

  async search(request: VerseSearchRequest): Promise<VerseSearchPage> {
    const { versionCode, query, page, perPage } = request;
    const parts = await toMeiliSearch(query, (prefix) =>
      this.options.vocabulary.wordsStartingWith(versionCode, prefix),
    );
    const rankable = request.sort === 'relevance' && query.groups.length > 0;
    if (parts.verify) return this.searchVerified(request, parts.filter, rankable);
    const canonical = {
      filter: parts.filter,
      page,
      hitsPerPage: perPage,
      attributesToRetrieve: ['ord'],
      sort: ['ord:asc'],
    };
    if (rankable) {
      const q = [parts.q, ...parts.rankWords].filter(Boolean).join(' ');
      const ranked = await this.find(versionCode, q, { ...canonical, sort: undefined });
      if (ranked.totalHits <= MAX_RANKED_HITS)
        return { total: ranked.totalHits, ords: ranked.hits.map((h) => h.ord), sort: 'relevance' };
    }
    const found = await this.find(versionCode, parts.q, canonical);
    return { total: found.totalHits, ords: found.hits.map((h) => h.ord), sort: 'canonical' };
  }

  /**
   * Phrases Meilisearch cannot be trusted with (joined with OR, excluded, past its 10th query word): the
   * filter narrows to verses holding the words, in canonical order, and each candidate's folded words are
   * checked here. Every verse ties on relevance then, so a ranked answer is in canonical order.
   */
  private async searchVerified(
    request: VerseSearchRequest,
    filter: string[],
    rankable: boolean,
  ): Promise<VerseSearchPage> {
    const matching: number[] = [];
    for (let page = 1; ; page++) {
      const found = await this.find(request.versionCode, '', {
        filter,
        page,
        hitsPerPage: CANDIDATE_PAGE,
        attributesToRetrieve: ['ord', 'folded'],
        sort: ['ord:asc'],
      });
      for (const hit of found.hits)
        if (matchesFoldedWords(hit.folded ? hit.folded.split(' ') : [], request.query))
          matching.push(hit.ord);
      if (page * CANDIDATE_PAGE >= found.totalHits) break;
    }
    const start = (request.page - 1) * request.perPage;
    return {
      total: matching.length,
      ords: matching.slice(start, start + request.perPage),
      sort: rankable && matching.length <= MAX_RANKED_HITS ? 'relevance' : 'canonical',
    };
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
