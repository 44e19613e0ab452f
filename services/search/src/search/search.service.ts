import { Inject, Injectable } from '@nestjs/common';
import type { SearchKind, SearchResponse, SearchResultItem, VersionDetails } from '@strongs/contracts';
import {
  intersectScopes,
  isCostlySearch,
  type LexiconSearchEngine,
  looseTransliteration,
  NAMED_ENTRIES_LIMIT,
  parseScope,
  parseSearchQuery,
  SearchEngine,
  strongsVariants,
  type BookScope,
  type SearchQuery,
} from '@strongs/search-engine';
import { KJV_SCHEME, looksLikeReference, parseReferences, verseOrd } from '@strongs/scripture';
import { SystemSettingsReader } from '@strongs/db';
import { defaultPerPage, lastPageWhenPast, totalPages } from '../common/paging';
import { LEXICON_ENGINE, SEARCH_ENGINE } from '../engine/search-engine.tokens';
import { VersionsService } from '../versions/versions.service';
import { VersesRepository } from '../verses/verses.repository';
import { DidYouMeanService } from './did-you-mean';
import { SearchPageRepository, type SearchPageRequest, toLexiconMatch } from './search-page.repository';
import { MorphSearch } from './morph-search';
import { matchedReadings } from './matched-readings';
import { matchedWords } from './matched-words';
import { toResultItem } from './search-results';
import { AnswerCache } from '../common/answer-cache';
import { DictionaryGeneration } from './dictionary-generation';
import { ReadAdmission } from '../admission/read-admission';
import { SearchAdmission } from './search-admission';
import { ResultNumbering, withKjvNumberingFrom } from './result-numbering';
import { TopicMatches } from '../topics/topic-matches';

export interface SearchRequest {
  q?: string;
  db?: string;
  page?: number;
  perPage?: number;
  strongs?: boolean;
  sort?: 'canonical' | 'relevance';
  book?: string;
  testament?: string;
}

/** The one search box: a reference list is looked up, anything else goes to the search engine. */
@Injectable()
export class SearchService {
  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    @Inject(LEXICON_ENGINE) private readonly lexicon: LexiconSearchEngine,
    private readonly versions: VersionsService,
    private readonly verses: VersesRepository,
    private readonly didYouMean: DidYouMeanService,
    private readonly cache: AnswerCache,
    private readonly settings: SystemSettingsReader,
    private readonly admission: SearchAdmission,
    private readonly reads: ReadAdmission,
    private readonly morph: MorphSearch,
    private readonly pages: SearchPageRepository,
    private readonly numbering: ResultNumbering,
    private readonly topicMatches: TopicMatches,
    private readonly dictionary: DictionaryGeneration,
  ) {}

  async search(request: SearchRequest): Promise<SearchResponse> {
    const version = await this.versions.resolveInstalled(request.db);
    const perPage = request.perPage ?? (await defaultPerPage(this.settings));
    const key = JSON.stringify([
      VersionsService.answerGeneration(version),
      // Word answers carry topic and dictionary matches: a re-import of either is new keys.
      await this.topicMatches.generation(),
      await this.dictionary.current(),
      request.q?.trim(),
      request.page,
      perPage,
      request.strongs,
      request.sort,
      request.book,
      request.testament,
    ]);
    return this.cache.through(key, () => this.answer(request, version, perPage));
  }

  private answer(request: SearchRequest, version: VersionDetails, perPage: number): Promise<SearchResponse> {
    return lastPageWhenPast(request.page ?? 1, (page) => this.answerPage(request, version, perPage, page));
  }

  private async answerPage(
    request: SearchRequest,
    version: VersionDetails,
    perPage: number,
    page: number,
  ): Promise<SearchResponse> {
    const q = (request.q ?? '').trim();
    const withTokens = request.strongs === true;
    if (looksLikeReference(q))
      return this.reads.lane.run(() => this.references(version, q, page, perPage, withTokens));

    const query = parseSearchQuery(q);
    query.scope = intersectScopes(query.scope, requestScope(request));
    const lane = this.admission.lane(isCostlySearch(query, request.sort, page, this.engine.name));
    if (query.morph) return lane.run(() => this.morphology(version, query, q, page, perPage, withTokens));
    return lane.run(() => this.words(request, version, q, query, page, perPage, withTokens));
  }

  private async words(
    request: SearchRequest,
    version: VersionDetails,
    q: string,
    query: SearchQuery,
    page: number,
    perPage: number,
    withTokens: boolean,
  ): Promise<SearchResponse> {
    const found = await this.engine.search({
      versionCode: version.code,
      query,
      page,
      perPage,
      sort: request.sort,
    });
    const lone = loneWord(query);
    const naming = lone
      ? { lemma: lone, transliteration: /[a-z]/i.test(q) ? looseTransliteration(q) : undefined }
      : undefined;
    // The Postgres dictionary engine's matcher is SQL the page reads in its one statement (issue #32).
    const inPage = this.lexicon.namedBySql;
    const [shown, named] = await Promise.all([
      this.pages.read({
        versionCode: version.code,
        ords: found.ords,
        withMarkup: withTokens,
        numbers: query.strongs.flatMap(strongsVariants),
        ownNumbering: ownNumbering(version),
        lexicon: naming && inPage ? { terms: naming, sql: inPage } : undefined,
        topics: lone ? await this.topicMatches.lookup(lone) : undefined,
      }),
      naming && !inPage ? this.lexicon.namedBy(naming, NAMED_ENTRIES_LIMIT) : undefined,
    ]);
    const lexiconMatches = named ? named.map(toLexiconMatch) : shown.lexiconMatches;
    const results = withKjvNumberingFrom(
      shown.numbering,
      shown.rows.map((row) => {
        const readings = matchedReadings(row.readings, query);
        const matched = [
          ...(shown.taggedWords.get(row.ord) ?? []),
          ...matchedWords(row.text, query),
          ...readings.printed,
        ];
        const item = toResultItem(
          version.code,
          row,
          [...new Set(matched)],
          withTokens,
          shown.titles.get(row.ord),
        );
        if (readings.readings.length) item.readings = readings.readings;
        return item;
      }),
    );
    const response = this.page(
      results,
      found.total,
      page,
      perPage,
      q,
      version.code,
      query.groups.length ? 'words' : 'strongs',
    );
    response.sort = found.sort;
    if (lexiconMatches.length) response.lexiconMatches = lexiconMatches;
    if (shown.topicMatches.length) response.topicMatches = shown.topicMatches;
    if (found.total === 0 && query.groups.length && !response.lexiconMatches) {
      const suggestion = await this.didYouMean.suggest(version.code, q, query);
      if (suggestion) response.didYouMean = suggestion;
    }
    return response;
  }

  /** `H1254 morph:qal,perfect`: verses where one original word has the number and every feature. */
  private async morphology(
    version: VersionDetails,
    query: SearchQuery,
    q: string,
    page: number,
    perPage: number,
    withTokens: boolean,
  ): Promise<SearchResponse> {
    const hits = await this.morph.search(version, query, page, perPage);
    const shown = await this.pages.read(versesOnly(version, hits.ords, withTokens));
    const results = withKjvNumberingFrom(
      shown.numbering,
      shown.rows.map((row) => toResultItem(version.code, row, hits.matched.get(row.ord) ?? [], withTokens)),
    );
    return this.page(results, hits.total, page, perPage, q, version.code, 'morph');
  }

  /** A reference list, KJV-numbered as the reader types it, read in the version's own numbering. */
  private async references(
    version: VersionDetails,
    q: string,
    page: number,
    perPage: number,
    withTokens: boolean,
  ): Promise<SearchResponse> {
    const kjvRanges = parseReferences(q).map((r) => ({
      from: verseOrd(r.start.book, r.start.chapter, r.start.verse),
      to: verseOrd(r.end.book, r.end.chapter, r.end.verse),
    }));
    const { total, ords } = await this.verses.ordsInRanges(
      version.code,
      await this.numbering.ownRanges(version, kjvRanges),
      perPage,
      (page - 1) * perPage,
    );
    const shown = await this.pages.read(versesOnly(version, ords, withTokens));
    const results = withKjvNumberingFrom(
      shown.numbering,
      shown.rows.map((row) => toResultItem(version.code, row, [], withTokens)),
    );
    return this.page(results, total, page, perPage, q, version.code, 'reference');
  }

  private page(
    results: SearchResultItem[],
    total: number,
    page: number,
    perPage: number,
    query: string,
    version: string,
    kind: SearchKind,
  ): SearchResponse {
    return {
      results,
      totalResults: total,
      totalPages: totalPages(total, perPage),
      currentPage: page,
      perPage,
      query,
      version,
      kind,
    };
  }
}

const ownNumbering = (version: VersionDetails): boolean => version.versification !== KJV_SCHEME;

/** A page of hits shown with nothing beside them (a reference list, a morphology search). */
function versesOnly(version: VersionDetails, ords: number[], withMarkup: boolean): SearchPageRequest {
  return { versionCode: version.code, ords, withMarkup, numbers: [], ownNumbering: ownNumbering(version) };
}

/** The query's only term when it is one plain word (no phrase, prefix, number or exclusion). */
function loneWord(query: SearchQuery): string | undefined {
  const terms = query.groups.flat();
  if (terms.length !== 1 || query.strongs.length || query.excluded.length || query.excludedStrongs.length)
    return undefined;
  const [term] = terms;
  return term.kind === 'word' && !term.prefix ? term.word : undefined;
}

function requestScope(request: SearchRequest): BookScope | undefined {
  const book = request.book?.trim() ? parseScope(request.book, `book=${request.book}`) : undefined;
  const testament = request.testament
    ? parseScope(request.testament.toLowerCase(), `testament=${request.testament}`)
    : undefined;
  return intersectScopes(book, testament);
}
