import { Injectable } from '@nestjs/common';
import type { ConcordanceOccurrence, ConcordanceResponse } from '@strongs/contracts';
import { SystemSettingsReader } from '@strongs/db';
import {
  baseStrongs,
  describeMorph,
  formatReference,
  fromOrd,
  morphSchemeOf,
  type MorphScheme,
} from '@strongs/scripture';
import { AnswerCache } from '../common/answer-cache';
import { defaultPerPage, lastPageWhenPast, totalPages } from '../common/paging';
import { VersionsService } from '../versions/versions.service';
import { filterFor, formOf, groupForms } from './concordance-forms';
import { EditionNotForNumberError } from './concordance.errors';
import { ConcordanceRepository, type OccurrenceRow } from './concordance.repository';
import type { ConcordanceQueryDto } from './dto/concordance-query.dto';

const HEBREW_EDITIONS = ['wlc'];
const GREEK_EDITIONS = ['tr', 'byz'];

interface Page {
  strongs: string;
  versionCode: string;
  scheme: MorphScheme;
  direction: 'ltr' | 'rtl';
  perPage: number;
  form?: string;
  morph?: string;
}

/** The Englishman's concordance: every word of the Hebrew or Greek text carrying a Strong's number, by form. */
@Injectable()
export class ConcordanceService {
  constructor(
    private readonly versions: VersionsService,
    private readonly repository: ConcordanceRepository,
    private readonly cache: AnswerCache,
    private readonly settings: SystemSettingsReader,
  ) {}

  async concordance(number: string, query: ConcordanceQueryDto): Promise<ConcordanceResponse> {
    // The texts carry numbers without augments ('H1254a' is written H1254).
    const strongs = baseStrongs(number);
    const allowed = strongs.startsWith('H') ? HEBREW_EDITIONS : GREEK_EDITIONS;
    const code = (query.edition ?? allowed[0]).toLowerCase();
    if (!allowed.includes(code)) throw new EditionNotForNumberError(code, strongs, allowed);
    const version = await this.versions.resolveInstalled(code);
    const page: Page = {
      strongs,
      versionCode: version.code,
      scheme: morphSchemeOf(version.language),
      direction: version.direction,
      perPage: query.perPage ?? (await defaultPerPage(this.settings)),
      form: query.form === undefined ? undefined : formOf(query.form.trim()),
      morph: query.form === undefined ? undefined : query.morph,
    };
    // The KJV's words stand beside the original's: its generation is part of the answer too.
    const kjv = (await this.versions.list()).filter((v) => v.code === 'kjv');
    const key = JSON.stringify([
      'concordance',
      VersionsService.answerGeneration(version, ...kjv),
      strongs,
      page.perPage,
      page.form,
      page.morph,
      query.page ?? 1,
    ]);
    return this.cache.through(key, () => lastPageWhenPast(query.page ?? 1, (p) => this.answer(page, p)));
  }

  private async answer(page: Page, currentPage: number): Promise<ConcordanceResponse> {
    const forms = groupForms(await this.repository.formCounts(page.versionCode, page.strongs), page.scheme);
    const totalOccurrences = forms.reduce((sum, f) => sum + f.count, 0);
    const chosen = page.form === undefined ? null : filterFor(forms, page.form, page.morph);
    const matching = chosen ? chosen.count : totalOccurrences;
    const rows = matching
      ? await this.repository.occurrences(
          page.versionCode,
          page.strongs,
          chosen?.filter ?? null,
          page.perPage,
          (currentPage - 1) * page.perPage,
        )
      : [];
    return {
      strongsNumber: page.strongs,
      edition: page.versionCode,
      language: page.strongs.startsWith('H') ? 'hebrew' : 'greek',
      direction: page.direction,
      totalOccurrences,
      forms: forms.map(({ texts: _texts, ...form }) => form),
      filter: page.form === undefined ? null : { form: page.form, morph: page.morph ?? null },
      matchingOccurrences: matching,
      currentPage,
      perPage: page.perPage,
      totalPages: totalPages(matching, page.perPage),
      occurrences: rows.map((row) => toOccurrence(row, page.scheme)),
    };
  }
}

function toOccurrence(row: OccurrenceRow, scheme: MorphScheme): ConcordanceOccurrence {
  // A verse split between two KJV verses is cited by the first.
  const kjv = fromOrd(Number(row.kjv_ords[0]));
  const reference = formatReference(kjv);
  const original = formatReference(fromOrd(row.ord));
  return {
    reference,
    bookNumber: kjv.book,
    chapter: kjv.chapter,
    verse: kjv.verse,
    originalReference: original === reference ? null : original,
    position: row.position,
    text: row.text,
    form: formOf(row.text),
    transliteration: row.transliteration,
    morph: row.morph,
    morphDescription: describeMorph(row.morph, scheme),
    // The CrossWire KJV's English over this very word, aligned at import.
    kjvWords: row.english,
    variant: row.variant,
  };
}
