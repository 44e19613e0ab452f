import { Injectable } from '@nestjs/common';
import type { VerseStrongsResponse } from '@strongs/contracts';
import { formatReference, formatTaggedText, getBook, verseOrd } from '@strongs/scripture';
import { LexiconCache } from '../cache/lexicon-cache';
import { LexiconEntriesRepository } from '../lexicon-entries/lexicon-entries.repository';
import { VerseNotFoundError } from '../shared/lexicon-errors';
import { strongsWords, taggedPairs } from './strongs-words';
import { VerseAnalysisRepository } from './verse-analysis.repository';

@Injectable()
export class VerseAnalysisService {
  constructor(
    private readonly verses: VerseAnalysisRepository,
    private readonly entries: LexiconEntriesRepository,
    private readonly cache: LexiconCache,
  ) {}

  /** The book by number, name or abbreviation; an unknown book is UnknownBookError (400). */
  analyse(bookInput: string, chapter: number, verse: number): Promise<VerseStrongsResponse> {
    const book = getBook(bookInput);
    const ord = verseOrd(book.number, chapter, verse);
    return this.cache.remember(`verse:${ord}`, async () => {
      const reference = formatReference({ book: book.number, chapter, verse });
      const row = await this.verses.kjvVerse(ord);
      if (!row) throw new VerseNotFoundError(reference);
      const numbers = taggedPairs(row.tokens).map((p) => p.strongsNumber.replace(/[a-z]$/, ''));
      const entries = await this.entries.findMany(numbers);
      return {
        reference,
        book: book.name,
        bookNumber: book.number,
        chapter,
        verse,
        text: row.text,
        rawText: formatTaggedText(row.tokens),
        strongsWords: strongsWords(row.tokens, entries),
      };
    });
  }
}
