import { randomBytes } from 'node:crypto';
import type { Index, Meilisearch } from 'meilisearch/dist/index';
import { ensureMeiliIndex, swapInMeiliIndex } from '../meilisearch/meili-index-swap';
import { meiliAnyOf } from '../meilisearch/meili-filter';
import { MEILI_TASK_TIMEOUT_MS, MeiliTaskError, waitForMeiliTask } from '../meilisearch/meili-tasks';
import type {
  LexiconDocumentSource,
  LexiconEntryRow,
  LexiconIndexReport,
  LexiconSearchEngine,
  LexiconSearchPage,
  LexiconSearchRequest,
} from './lexicon-search-engine';
import {
  MEILI_LEXICON_INDEX,
  MEILI_LEXICON_SETTINGS,
  MeiliLexiconEntry,
  toMeiliLexiconEntry,
} from './meili-lexicon-documents';
import {
  LEXICON_LISTING_SORT,
  LexiconHit,
  lexiconListingFilter,
  lexiconListingPage,
  lexiconTextQueries,
  rankLexiconHits,
  toMultiSearchQueries,
} from './meili-lexicon-query';

export interface MeilisearchLexiconEngineOptions {
  url: string;
  apiKey?: string;
  /** The live index; each rebuild fills `<indexUid>_<random>` and swaps it in. */
  indexUid?: string;
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
  private readonly client: Meilisearch;
  private readonly index: Index<MeiliLexiconEntry>;
  private readonly timeoutMs: number;

  constructor(private readonly options: MeilisearchLexiconEngineOptions) {
    // meilisearch is ESM-only; Node 20.19+ can require it from our CommonJS output.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Meilisearch: Client } = require('meilisearch') as typeof import('meilisearch/dist/index');
    this.client = new Client({ host: options.url, apiKey: options.apiKey });
    this.index = this.client.index<MeiliLexiconEntry>(this.uid);
    this.timeoutMs = options.taskTimeoutMs ?? MEILI_TASK_TIMEOUT_MS;
  }

  private get uid(): string {
    return this.options.indexUid ?? MEILI_LEXICON_INDEX;
  }

  async search(request: LexiconSearchRequest): Promise<LexiconSearchPage> {
    const { terms, language, limit, offset } = request;
    if (terms && !terms.numbers.length && !terms.lemma && !terms.transliteration && !terms.words)
      return { rows: [], total: 0 };
    if (!terms || terms.numbers.length) return this.listing(request);
    const queries = lexiconTextQueries(terms, language);
    const { results } = await this.client.multiSearch<
      { queries: ReturnType<typeof toMultiSearchQueries> },
      LexiconHit
    >({
      queries: toMultiSearchQueries(this.uid, queries),
    });
    const ranked = rankLexiconHits(
      terms,
      results.map((result, i) => ({ meaning: queries[i].meaning, hits: result.hits as LexiconHit[] })),
    );
    const page = ranked.slice(offset, offset + limit);
    return { rows: await this.entries(page), total: ranked.length };
  }

  private async listing({
    terms,
    language,
    limit,
    offset,
  }: LexiconSearchRequest): Promise<LexiconSearchPage> {
    const { page, hitsPerPage, skip } = lexiconListingPage(offset, limit);
    const found = await this.index.search('', {
      filter: lexiconListingFilter(terms, language),
      sort: LEXICON_LISTING_SORT,
      page,
      hitsPerPage,
      attributesToRetrieve: ROW_FIELDS,
    });
    return { rows: found.hits.slice(skip).map(toRow), total: found.totalHits ?? 0 };
  }

  /** The page's entries, whole, in the page's order. */
  private async entries(numbers: string[]): Promise<LexiconEntryRow[]> {
    if (!numbers.length) return [];
    const { results } = await this.index.getDocuments({
      filter: meiliAnyOf('strongs', numbers),
      fields: ROW_FIELDS,
      limit: numbers.length,
    });
    const byNumber = new Map(results.map((doc) => [doc.strongs, toRow(doc)]));
    return numbers.flatMap((n) => byNumber.get(n) ?? []);
  }

  async rebuild(source: LexiconDocumentSource): Promise<LexiconIndexReport> {
    const built = `${this.uid}_${randomBytes(4).toString('hex')}`;
    await ensureMeiliIndex(this.client, built, 'strongs', this.timeoutMs);
    try {
      const index = this.client.index<MeiliLexiconEntry>(built);
      // Settings before documents: changing them afterwards would index everything again.
      await waitForMeiliTask(index.updateSettings(MEILI_LEXICON_SETTINGS as never), this.timeoutMs);
      let indexed = 0;
      for await (const batch of source()) {
        await waitForMeiliTask(
          index.addDocuments(batch.map(toMeiliLexiconEntry), { primaryKey: 'strongs' }),
          this.timeoutMs,
        );
        indexed += batch.length;
      }
      const { numberOfDocuments } = await index.getStats();
      if (numberOfDocuments !== indexed) {
        throw new Error(
          `Lexicon index ${built} holds ${numberOfDocuments} entries, ${indexed} were sent: not swapped in`,
        );
      }
      await swapInMeiliIndex(this.client, this.uid, built, 'strongs', this.timeoutMs);
      return { rebuilt: true, indexed };
    } catch (error) {
      await waitForMeiliTask(this.client.deleteIndex(built), this.timeoutMs).catch(() => undefined);
      throw error;
    }
  }

  async indexedCount(): Promise<number> {
    try {
      return (await this.index.getStats()).numberOfDocuments;
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'index_not_found') return 0;
      throw error;
    }
  }

  /** Deletes the live index (tests give each run its own). */
  async drop(): Promise<void> {
    await waitForMeiliTask(this.client.deleteIndex(this.uid), this.timeoutMs).catch((error: unknown) => {
      if (!(error instanceof MeiliTaskError && error.task.error?.code === 'index_not_found')) throw error;
    });
  }

  async close(): Promise<void> {
    // The client holds no connection of its own.
  }
}
