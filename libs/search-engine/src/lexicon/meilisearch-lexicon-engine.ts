import type { Index } from 'meilisearch/dist/index';
import { meiliClients, type MeiliClients } from '../meilisearch/meili-clients';
import { ignoringCode } from '../meilisearch/meili-errors';
import { meiliAnyOf } from '../meilisearch/meili-filter';
import { dropMeiliIndex, rebuildBySwap } from '../meilisearch/meili-index-swap';
import { MEILI_LEXICON_INDEX } from '../meilisearch/meili-index-names';
import type {
  LexiconDocumentSource,
  LexiconEntryRow,
  LexiconIndexReport,
  LexiconSearchEngine,
  LexiconSearchPage,
  LexiconSearchRequest,
} from './lexicon-search-engine';
import {
  MEILI_LEXICON_SETTINGS,
  type MeiliLexiconEntry,
  toMeiliLexiconEntry,
} from './meili-lexicon-documents';
import * as query from './meili-lexicon-query';
import type { NamedEntry, NamingTerms } from './named-entries';

export interface MeilisearchLexiconEngineOptions {
  url: string;
  /**
   * Used only at start, to find or create the search key and the admin key (meili-clients.ts), shared
   * with the verse engine. Unset for a Meilisearch that runs without one (development).
   */
  masterKey?: string;
  /** The live index (default `lexicon`); each rebuild fills `<indexUid>_build_<random>` and swaps it in. */
  indexUid?: string;
  /** Default MEILI_TASK_TIMEOUT_MS. */
  taskTimeoutMs?: number;
}

const ROW_FIELDS: (keyof LexiconEntryRow)[] = [
  'strongs',
  'language',
  'lemma',
  'transliteration',
  'pronunciation',
  'definition',
  'origin',
  'usage',
  'partOfSpeech',
  'aramaic',
];

const toRow = (doc: Pick<MeiliLexiconEntry, keyof LexiconEntryRow>): LexiconEntryRow =>
  Object.fromEntries(ROW_FIELDS.map((f) => [f, doc[f]])) as unknown as LexiconEntryRow;

/**
 * Meilisearch, when MEILI_URL is set: one index of every entry. The listing and Strong's numbers are
 * filters sorted and paged by Meilisearch (exact totals with page + hitsPerPage). A text is searched in
 * each of its meanings at once (multi-search, every hit of each), merged and ranked in the Postgres
 * engine's order, and only the page's entries are read back whole.
 */
export class MeilisearchLexiconEngine implements LexiconSearchEngine {
  readonly name = 'meilisearch' as const;
  private readonly uid: string;
  private readonly clients: () => Promise<MeiliClients>;

  constructor(private readonly options: MeilisearchLexiconEngineOptions) {
    this.uid = options.indexUid ?? MEILI_LEXICON_INDEX;
    this.clients = meiliClients(options, { lexiconIndex: this.uid });
  }

  private async searchIndex(): Promise<Index<MeiliLexiconEntry>> {
    return (await this.clients()).search.index<MeiliLexiconEntry>(this.uid);
  }

  async search(request: LexiconSearchRequest): Promise<LexiconSearchPage> {
    const { terms, language, limit, offset } = request;
    if (terms && !terms.numbers.length && !terms.lemma && !terms.transliteration && !terms.words)
      return { rows: [], total: 0 };
    if (!terms || terms.numbers.length) return this.listing(request);
    const queries = query.lexiconTextQueries(terms, language);
    // Only stop words (`the`): Postgres's empty text query matches nothing, and neither does this.
    if (!queries.length) return { rows: [], total: 0 };
    const ranked = query.rankLexiconHits(terms, await this.hitsOf(queries));
    const page = ranked.slice(offset, offset + limit);
    return { rows: await this.entries(page), total: ranked.length };
  }

  async namedBy(naming: NamingTerms, limit: number): Promise<NamedEntry[]> {
    const terms = { numbers: [], ...naming };
    const queries = query.lexiconTextQueries(terms, undefined);
    if (!queries.length) return [];
    const named = query.exactLexiconHits(terms, await this.hitsOf(queries)).slice(0, limit);
    return (await this.entries(named)).map(({ strongs, lemma, transliteration }) => ({
      strongs,
      lemma,
      transliteration,
    }));
  }

  /** Every hit of each meaning's query, at once (multi-search). */
  private async hitsOf(
    queries: query.LexiconMeiliQuery[],
  ): Promise<{ meaning: query.LexiconMeaning; hits: query.LexiconHit[] }[]> {
    const { search } = await this.clients();
    const { results } = await search.multiSearch<
      { queries: ReturnType<typeof query.toMultiSearchQueries> },
      query.LexiconHit
    >({
      queries: query.toMultiSearchQueries(this.uid, queries),
    });
    return results.map((result, i) => ({
      meaning: queries[i].meaning,
      hits: result.hits as query.LexiconHit[],
    }));
  }

  private async listing({
    terms,
    language,
    limit,
    offset,
  }: LexiconSearchRequest): Promise<LexiconSearchPage> {
    const { page, hitsPerPage, skip } = query.lexiconListingPage(offset, limit);
    const found = await (
      await this.searchIndex()
    ).search('', {
      filter: query.lexiconListingFilter(terms, language),
      sort: query.LEXICON_LISTING_SORT,
      page,
      hitsPerPage,
      attributesToRetrieve: ROW_FIELDS,
    });
    return { rows: found.hits.slice(skip).map(toRow), total: found.totalHits ?? 0 };
  }

  /** The page's entries, whole, in the page's order: a filtered search, which the search-only key may do. */
  private async entries(numbers: string[]): Promise<LexiconEntryRow[]> {
    if (!numbers.length) return [];
    const { hits } = await (
      await this.searchIndex()
    ).search('', {
      filter: meiliAnyOf('strongs', numbers),
      attributesToRetrieve: ROW_FIELDS,
      page: 1,
      hitsPerPage: numbers.length,
    });
    const byNumber = new Map(hits.map((doc) => [doc.strongs, toRow(doc)]));
    return numbers.flatMap((n) => byNumber.get(n) ?? []);
  }

  async rebuild(source: LexiconDocumentSource): Promise<LexiconIndexReport> {
    const { admin } = await this.clients();
    const indexed = await rebuildBySwap(admin, {
      live: this.uid,
      primaryKey: 'strongs',
      settings: MEILI_LEXICON_SETTINGS,
      batches: source(),
      toDocument: toMeiliLexiconEntry,
      timeoutMs: this.options.taskTimeoutMs,
    });
    return { rebuilt: true, indexed };
  }

  async indexedCount(): Promise<number> {
    const { admin } = await this.clients();
    const stats = await ignoringCode('index_not_found', admin.index(this.uid).getStats());
    return stats?.numberOfDocuments ?? 0;
  }

  /** Deletes the live index (tests give each run its own). */
  async drop(): Promise<void> {
    const { admin } = await this.clients();
    await dropMeiliIndex(admin, this.uid, this.options.taskTimeoutMs);
  }

  async close(): Promise<void> {
    // The client holds no connection of its own.
  }
}
