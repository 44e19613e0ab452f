import { Injectable } from '@nestjs/common';
import type { RstneSearchResponse, RstneVerseResponse } from '@strongs/contracts';
import {
  bookNumberByRestoredName,
  findBook,
  getBook,
  restoredBookName,
  UnknownBookError,
  verseOrd,
  type BookInfo,
  NotFoundError,
} from '@strongs/scripture';
import { SearchService } from '../search/search.service';
import { VersesRepository } from '../verses/verses.repository';

const RSTNE = 'rstne';

/** A book by number, English name or abbreviation, or the Restored Names edition's Hebrew name ('Bereshith'). */
export function rstneBook(name: string): BookInfo {
  const book = findBook(name) ?? findBook(bookNumberByRestoredName(name) ?? 0);
  if (!book) throw new UnknownBookError(name);
  return book;
}

@Injectable()
export class RstneService {
  constructor(
    private readonly verses: VersesRepository,
    private readonly search: SearchService,
  ) {}

  async verse(book: BookInfo, chapter: number, verse: number): Promise<RstneVerseResponse> {
    const reference = `${restoredBookName(book.number) ?? book.name} ${chapter}:${verse}`;
    const row = await this.verses.one(RSTNE, verseOrd(book.number, chapter, verse));
    if (!row || !row.text) throw new NotFoundError(`Verse not available in RSTNE: ${reference}`);
    return { text: row.text, reference };
  }

  /** The test page's search: the search box's language (words or references) over the RSTNE. */
  async find(q: string | undefined, limit: number): Promise<RstneSearchResponse> {
    const found = await this.search.search({ q, db: RSTNE, perPage: limit });
    return {
      totalResults: found.totalResults,
      results: found.results.map((r) => {
        const name = restoredBookName(r.book) ?? getBook(r.book).name;
        return {
          book_name: name,
          book: r.book,
          chapter: r.chapter,
          verse: r.verse,
          text: r.text,
          reference: `${name} ${r.chapter}:${r.verse}`,
        };
      }),
    };
  }
}
