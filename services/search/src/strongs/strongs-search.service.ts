import { Injectable } from '@nestjs/common';
import type { StrongsVersesResponse } from '@strongs/contracts';
import { formatTaggedText, parseStrongs } from '@strongs/scripture';
import { strongsVariants } from '@strongs/search-engine';
import { SystemSettingsReader } from '@strongs/db';
import { defaultPerPage, lastPageWhenPast, totalPages } from '../common/paging';
import { verseReference } from '../search/search-results';
import { VersesRepository } from '../verses/verses.repository';
import { VersionsService } from '../versions/versions.service';
import { AnswerCache } from '../common/answer-cache';

/** Verses tagged with one Strong's number, counted from the concordance (never from an engine's estimate). */
@Injectable()
export class StrongsSearchService {
  constructor(
    private readonly versions: VersionsService,
    private readonly verses: VersesRepository,
    private readonly cache: AnswerCache,
    private readonly settings: SystemSettingsReader,
  ) {}

  async byNumber(
    number: string,
    page = 1,
    requestedPerPage?: number,
    db?: string,
  ): Promise<StrongsVersesResponse> {
    const strongsNumber = parseStrongs(number);
    const version = await this.versions.resolveInstalled(db);
    const perPage = requestedPerPage ?? (await defaultPerPage(this.settings));
    const key = JSON.stringify([
      'by-number',
      VersionsService.answerGeneration(version),
      strongsNumber,
      page,
      perPage,
    ]);
    return this.cache.through(key, () =>
      lastPageWhenPast(page, (p) => this.answer(strongsNumber, version.code, p, perPage)),
    );
  }

  private async answer(
    strongsNumber: string,
    versionCode: string,
    page: number,
    perPage: number,
  ): Promise<StrongsVersesResponse> {
    const version = { code: versionCode };
    const numbers = strongsVariants(strongsNumber);
    const found = await this.verses.taggedWith(version.code, numbers, perPage, (page - 1) * perPage);
    const [rows, titles] = await Promise.all([
      this.verses.byOrds(version.code, found.ords, true),
      this.verses.titlesTaggedWith(version.code, found.ords, numbers),
    ]);
    return {
      strongsNumber,
      version: version.code,
      totalVerses: found.total,
      totalPages: totalPages(found.total, perPage),
      currentPage: page,
      verses: rows.map((row) => ({
        id: `${version.code}-${row.book}-${row.chapter}-${row.verse}`,
        book: row.book,
        chapter: row.chapter,
        verse: row.verse,
        reference: verseReference(row),
        text: formatTaggedText(row.markup?.tokens ?? [{ text: row.text }]),
        ...(titles.has(row.ord) ? { heading: titles.get(row.ord) } : {}),
      })),
    };
  }
}
