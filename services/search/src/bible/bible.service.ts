import { Injectable } from '@nestjs/common';
import type { ChapterResponse, CrossReferencesResponse, VerseTextResponse, VersionDetails } from '@strongs/contracts';
import { NotFoundError } from '@strongs/nest-common';
import { BOOKS, formatReference, fromOrd, verseExists, verseOrd, versesInChapter, type BookInfo } from '@strongs/scripture';
import { CrossReferencesRepository } from '../verses/cross-references.repository';
import { VersesRepository } from '../verses/verses.repository';
import { VersionsService } from '../versions/versions.service';
import { ChapterNumberingService } from './chapter-numbering.service';
import { VerseTextService } from './verse-text.service';

@Injectable()
export class BibleService {
  constructor(
    private readonly versions: VersionsService,
    private readonly verses: VersesRepository,
    private readonly crossReferences: CrossReferencesRepository,
    private readonly verseTexts: VerseTextService,
    private readonly numbering: ChapterNumberingService,
  ) {}

  async versionCodes(): Promise<string[]> {
    return this.versions.installedCodes();
  }

  async versionDetails(): Promise<VersionDetails[]> {
    return this.versions.list();
  }

  /** A KJV-numbered verse in any version, through its versification; `fallback` answers when the version lacks it. */
  verse(book: BookInfo, chapter: number, verse: number, versionCode: string, fallback?: string): Promise<VerseTextResponse> {
    return this.verseTexts.verse(book, chapter, verse, versionCode, fallback);
  }

  async chapter(book: BookInfo, chapter: number, versionCode: string): Promise<ChapterResponse> {
    const version = await this.versions.resolveInstalled(versionCode);
    const rows = await this.verses.chapter(version.code, book.number, chapter);
    const numbering = await this.numbering.ofChapter(version, book.number, chapter);
    const reference = `${book.name} ${chapter}`;
    if (rows.length === 0) throw new NotFoundError(`Chapter not found: ${reference} (${version.code})`);
    return {
      version: version.code,
      direction: version.direction,
      book: { number: book.number, name: book.name, abbreviation: book.abbreviation, osis: book.osis, testament: book.testament, chapters: book.chapters },
      chapter,
      reference,
      verses: rows.map((r) => ({
        verse: r.verse,
        reference: formatReference({ book: r.book, chapter: r.chapter, verse: r.verse }),
        text: r.text,
        tokens: r.markup?.tokens ?? [{ text: r.text }],
        heading: r.heading ?? null,
        notes: r.markup?.notes ?? [],
        paragraph: r.markup?.paragraph ?? false,
        ...numbering.get(r.verse),
      })),
      previous: neighbour(book, chapter, -1),
      next: neighbour(book, chapter, 1),
    };
  }

  async crossReferencesOf(book: BookInfo, chapter: number, verse: number, limit: number): Promise<CrossReferencesResponse> {
    const reference = formatReference({ book: book.number, chapter, verse });
    if (!verseExists(book.number, chapter, verse)) throw new NotFoundError(`Reference not found: ${reference}`);
    const { total, rows } = await this.crossReferences.from(verseOrd(book.number, chapter, verse), limit, 'kjv');
    return {
      reference,
      total,
      crossReferences: rows.map((r) => {
        const start = fromOrd(r.to_start_ord);
        const end = fromOrd(r.to_end_ord);
        return { reference: formatReference({ start, end }), start, end, votes: r.votes, text: r.text ?? '' };
      }),
    };
  }
}

/** The chapter before or after, across book boundaries (KJV chapter counts). */
function neighbour(book: BookInfo, chapter: number, step: -1 | 1): { book: number; chapter: number } | null {
  const next = chapter + step;
  if (next >= 1 && versesInChapter(book.number, next) > 0) return { book: book.number, chapter: next };
  const other = BOOKS[book.number - 1 + step];
  if (!other) return null;
  return { book: other.number, chapter: step === 1 ? 1 : other.chapters };
}
