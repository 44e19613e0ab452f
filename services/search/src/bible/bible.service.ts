import { Injectable } from '@nestjs/common';
import type { ChapterResponse, CrossReferencesResponse, VersionDetails } from '@strongs/contracts';
import {
  BOOKS,
  formatReference,
  fromOrd,
  verseExists,
  verseOrd,
  versesInChapter,
  type BookInfo,
  NotFoundError,
} from '@strongs/scripture';
import { CrossReferencesRepository } from '../verses/cross-references.repository';
import { VersesRepository } from '../verses/verses.repository';
import { VersionsService } from '../versions/versions.service';
import { ChapterNumberingService } from './chapter-numbering.service';

@Injectable()
export class BibleService {
  constructor(
    private readonly versions: VersionsService,
    private readonly verses: VersesRepository,
    private readonly crossReferences: CrossReferencesRepository,
    private readonly numbering: ChapterNumberingService,
  ) {}

  async versionCodes(): Promise<string[]> {
    return this.versions.installedCodes();
  }

  async versionDetails(): Promise<VersionDetails[]> {
    return this.versions.list();
  }

  async chapter(book: BookInfo, chapter: number, versionCode: string): Promise<ChapterResponse> {
    const version = await this.versions.resolveInstalled(versionCode);
    const rows = await this.verses.chapter(version.code, book.number, chapter);
    const numbering = await this.numbering.ofChapter(version, book.number, chapter);
    const chapters = await this.numbering.chapterCounts(version);
    const reference = `${book.name} ${chapter}`;
    if (rows.length === 0) {
      const elsewhere = await this.numbering.kjvChapterElsewhere(version, book.number, chapter);
      throw new NotFoundError(
        elsewhere
          ? `${reference} as the KJV numbers it is ${elsewhere} in ${version.code.toUpperCase()}, which numbers its verses its own way`
          : `Chapter not found: ${reference} (${version.code})`,
      );
    }
    return {
      version: version.code,
      language: version.language,
      direction: version.direction,
      book: {
        number: book.number,
        name: book.name,
        abbreviation: book.abbreviation,
        osis: book.osis,
        testament: book.testament,
        chapters: chapters.get(book.number) ?? book.chapters,
      },
      chapter,
      reference,
      verses: rows.map((r) => ({
        verse: r.verse,
        reference: formatReference({ book: r.book, chapter: r.chapter, verse: r.verse }),
        text: r.text,
        tokens: r.markup?.tokens ?? [{ text: r.text }],
        heading: r.heading ?? null,
        notes: r.markup?.notes ?? [],
        ...(r.markup?.subscription ? { subscription: r.markup.subscription } : {}),
        paragraph: r.markup?.paragraph ?? false,
        ...numbering.get(r.verse),
      })),
      previous: neighbour(book, chapter, -1, chapters),
      next: neighbour(book, chapter, 1, chapters),
    };
  }

  async crossReferencesOf(
    book: BookInfo,
    chapter: number,
    verse: number,
    limit: number,
  ): Promise<CrossReferencesResponse> {
    const reference = formatReference({ book: book.number, chapter, verse });
    if (!verseExists(book.number, chapter, verse))
      throw new NotFoundError(`Reference not found: ${reference}`);
    const { total, rows } = await this.crossReferences.from(
      verseOrd(book.number, chapter, verse),
      limit,
      'kjv',
    );
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

/** The chapter before or after, across book boundaries: the version's own chapter counts where given, else the KJV's. */
function neighbour(
  book: BookInfo,
  chapter: number,
  step: -1 | 1,
  counts: Map<number, number>,
): { book: number; chapter: number } | null {
  const next = chapter + step;
  const own = counts.get(book.number);
  if (next >= 1 && (own !== undefined ? next <= own : versesInChapter(book.number, next) > 0))
    return { book: book.number, chapter: next };
  const other = BOOKS[book.number - 1 + step];
  if (!other || (counts.size > 0 && !counts.has(other.number))) return null;
  return { book: other.number, chapter: step === 1 ? 1 : (counts.get(other.number) ?? other.chapters) };
}
