import { Injectable } from '@nestjs/common';
import type { ReferenceLookupResponse, ReferenceLookupRow } from '@strongs/contracts';
import { findBook, parseReferences, ScriptureError, verseOrd, versesInChapter, type VerseRange } from '@strongs/scripture';
import { VersesRepository, type OrdRange } from '../verses/verses.repository';
import { VersionsService } from '../versions/versions.service';

/** A row asking for more than this (a whole book) is answered with an error instead of megabytes. */
const MAX_VERSES_PER_REFERENCE = 200;

function verseCount({ start, end }: VerseRange): number {
  let n = 0;
  for (let book = start.book; book <= end.book; book++) {
    const lastChapter = book === end.book ? end.chapter : (findBook(book)?.chapters ?? 0);
    for (let chapter = book === start.book ? start.chapter : 1; chapter <= lastChapter; chapter++) {
      const first = book === start.book && chapter === start.chapter ? start.verse : 1;
      const last = book === end.book && chapter === end.chapter ? end.verse : versesInChapter(book, chapter);
      n += Math.max(0, last - first + 1);
      if (n > MAX_VERSES_PER_REFERENCE) return n;
    }
  }
  return n;
}

/** Many references at once (the parallel view's RSTNE column): one query, and a bad row never fails the batch. */
@Injectable()
export class ReferenceLookupService {
  constructor(
    private readonly versions: VersionsService,
    private readonly verses: VersesRepository,
  ) {}

  async lookup(references: string[], versionCode = 'rstne'): Promise<ReferenceLookupResponse> {
    const started = process.hrtime.bigint();
    const version = await this.versions.resolveInstalled(versionCode);
    const rows: ReferenceLookupRow[] = references.map((reference) => ({ reference, text: '', found: false }));
    const ranges: (OrdRange & { group: number })[] = [];
    references.forEach((reference, group) => {
      try {
        const parsed = parseReferences(reference);
        if (parsed.reduce((n, r) => n + verseCount(r), 0) > MAX_VERSES_PER_REFERENCE) {
          rows[group].error = `Too many verses in one reference: at most ${MAX_VERSES_PER_REFERENCE}`;
          return;
        }
        for (const r of parsed) {
          ranges.push({ group, from: verseOrd(r.start.book, r.start.chapter, r.start.verse), to: verseOrd(r.end.book, r.end.chapter, r.end.verse) });
        }
      } catch (error) {
        if (!(error instanceof ScriptureError)) throw error;
        rows[group].error = error.message;
      }
    });
    const texts = await this.verses.textsByGroup(version.code, ranges);
    rows.forEach((row, group) => {
      const text = texts.get(group);
      if (text) Object.assign(row, { text, found: true });
      else row.error ??= `Verse not available in ${version.code.toUpperCase()}: ${row.reference}`;
    });
    const lookupTime = Number(process.hrtime.bigint() - started) / 1e6;
    return { references: rows, lookupTime: Math.round(lookupTime * 100) / 100, count: rows.length };
  }
}
