import { Injectable } from '@nestjs/common';
import type { ReferenceLookupResponse, ReferenceLookupRow, VersionDetails } from '@strongs/contracts';
import {
  assembleAligned,
  DomainError,
  findBook,
  fromOrd,
  KJV_SCHEME,
  parseReferences,
  UnknownReferenceError,
  verseOrd,
  versesInChapter,
  type VerseRange,
} from '@strongs/scripture';
import { AlignedVersesRepository } from '../verses/aligned-verses.repository';
import { VersesRepository, type OrdRange } from '../verses/verses.repository';
import { VersionsService } from '../versions/versions.service';

/** A row asking for more than this (a whole book) is answered with an error instead of megabytes. */
const MAX_VERSES_PER_REFERENCE = 200;

/** Verses one batch answers in all (200 rows of 200 verses would be megabytes): later rows past it get an error. */
export const MAX_VERSES_PER_BATCH = 1000;

/** The KJV verse ords of a range, in order; stops once past the limit (the caller refuses the row). */
function kjvOrds({ start, end }: VerseRange): number[] {
  const ords: number[] = [];
  for (let book = start.book; book <= end.book; book++) {
    const lastChapter = book === end.book ? end.chapter : (findBook(book)?.chapters ?? 0);
    for (let chapter = book === start.book ? start.chapter : 1; chapter <= lastChapter; chapter++) {
      const first = book === start.book && chapter === start.chapter ? start.verse : 1;
      const last = book === end.book && chapter === end.chapter ? end.verse : versesInChapter(book, chapter);
      for (let verse = first; verse <= last; verse++) {
        ords.push(verseOrd(book, chapter, verse));
        if (ords.length > MAX_VERSES_PER_REFERENCE) return ords;
      }
    }
  }
  return ords;
}

type Group = OrdRange & { group: number };

/**
 * 'Malachi 3:19' or 'Joel 4:1-3' in a text's own numbering, where the KJV has no such verse: the KJV-checked
 * parser refuses them, so a single verse or verse range is read here and mapped afterwards.
 */
function parseOrOwn(text: string): VerseRange[] {
  try {
    return parseReferences(text);
  } catch (error) {
    if (error instanceof UnknownReferenceError) return parseOwnNumbered(text);
    throw error;
  }
}

function parseOwnNumbered(text: string): VerseRange[] {
  const match = /^\s*(.+?)\s+(\d{1,3}):(\d{1,3})(?:\s*-\s*(\d{1,3}))?\s*$/.exec(text);
  const book = match ? findBook(match[1]) : undefined;
  if (!match || !book) throw new UnknownReferenceError(text.trim());
  const chapter = Number(match[2]);
  return [
    {
      start: { book: book.number, chapter, verse: Number(match[3]) },
      end: { book: book.number, chapter, verse: Number(match[4] ?? match[3]) },
    },
  ];
}

/** Many references at once (the parallel view's RSTNE column): one query, and a bad row never fails the batch. */
@Injectable()
export class ReferenceLookupService {
  constructor(
    private readonly versions: VersionsService,
    private readonly verses: VersesRepository,
    private readonly aligned: AlignedVersesRepository,
  ) {}

  /**
   * `numbering`: the version whose verse numbers the references use (a WLC search hit's 'Isaiah 9:5');
   * by default KJV numbers. The texts come through the target version's own numbering either way.
   */
  async lookup(
    references: string[],
    versionCode = 'rstne',
    numbering?: string,
  ): Promise<ReferenceLookupResponse> {
    const started = process.hrtime.bigint();
    const version = await this.versions.resolveInstalled(versionCode);
    const numberedBy = numbering ? await this.versions.resolveInstalled(numbering) : undefined;
    const ownNumbering = numberedBy !== undefined && numberedBy.versification !== KJV_SCHEME;
    const rows: ReferenceLookupRow[] = references.map((reference) => ({ reference, text: '', found: false }));
    const ranges: Group[] = [];
    let versesInBatch = 0;
    references.forEach((reference, group) => {
      try {
        const parsed = ownNumbering ? parseOrOwn(reference) : parseReferences(reference);
        const verses = parsed.reduce((n, r) => n + kjvOrds(r).length, 0);
        if (verses > MAX_VERSES_PER_REFERENCE) {
          rows[group].error = `Too many verses in one reference: at most ${MAX_VERSES_PER_REFERENCE}`;
          return;
        }
        if (versesInBatch + verses > MAX_VERSES_PER_BATCH) {
          rows[group].error = `Too many verses in one request: at most ${MAX_VERSES_PER_BATCH} in all`;
          return;
        }
        versesInBatch += verses;
        for (const r of parsed) {
          ranges.push({
            group,
            from: verseOrd(r.start.book, r.start.chapter, r.start.verse),
            to: verseOrd(r.end.book, r.end.chapter, r.end.verse),
          });
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        rows[group].error = error.message;
      }
    });
    const kjvRanges = ownNumbering ? await this.toKjvRanges(numberedBy, ranges) : ranges;
    const texts =
      version.versification === KJV_SCHEME
        ? await this.verses.textsByGroup(version.code, kjvRanges)
        : await this.alignedTexts(version, kjvRanges);
    rows.forEach((row, group) => {
      const text = texts.get(group);
      if (text) Object.assign(row, { text, found: true });
      else row.error ??= `Verse not available in ${version.code.toUpperCase()}: ${row.reference}`;
    });
    const lookupTime = Number(process.hrtime.bigint() - started) / 1e6;
    return { references: rows, lookupTime: Math.round(lookupTime * 100) / 100, count: rows.length };
  }

  /** Ranges written in another version's numbering, as KJV ranges (each end mapped; a Psalm title alone maps to nothing). */
  private async toKjvRanges(numberedBy: VersionDetails, ranges: Group[]): Promise<Group[]> {
    const kjv = await this.aligned.kjvOrdsOfOwn(numberedBy.code, [
      ...new Set(ranges.flatMap((r) => [r.from, r.to])),
    ]);
    return ranges.flatMap((r) => {
      const from = kjv.get(r.from) ?? [];
      const to = kjv.get(r.to) ?? [];
      const ends = [...from, ...to];
      return ends.length ? [{ group: r.group, from: Math.min(...ends), to: Math.max(...ends) }] : [];
    });
  }

  /** Texts of a version numbered otherwise than the KJV: each KJV verse through its versification. */
  private async alignedTexts(version: VersionDetails, ranges: Group[]): Promise<Map<number, string>> {
    const wanted = ranges.map((r) => ({
      group: r.group,
      ords: kjvOrds({ start: fromOrd(r.from), end: fromOrd(r.to) }),
    }));
    const aligned = assembleAligned(
      await this.aligned.byKjvOrds(version.code, [...new Set(wanted.flatMap((w) => w.ords))]),
    );
    const texts = new Map<number, string>();
    for (const { group, ords } of wanted) {
      for (const ord of ords) {
        const text = aligned.get(ord)?.text;
        if (text) texts.set(group, texts.has(group) ? `${texts.get(group)} ${text}` : text);
      }
    }
    return texts;
  }
}
