import { Injectable } from '@nestjs/common';
import type { DictionaryEntryResponse } from '@strongs/contracts';
import { splitOutline } from '@strongs/scripture';
import { LexiconCache } from '../cache/lexicon-cache';
import { toLexiconEntry } from './entry-row';
import { toExample } from './occurrence-mapper';
import { dictionaryNumber } from '../shared/dictionary-number';
import { StrongsNotFoundError } from '../shared/lexicon-errors';
import { toBookCounts } from './book-counts';
import { EntryRepository, type EntryParts } from './entry.repository';
import { partOfSpeech } from './part-of-speech';
import { relatedEntries } from './related-entries';
import { byVersion } from './translation-counts-sql';

/** The entry dialogs show the first 10 verses (spec §9). */
const EXAMPLE_VERSES = 10;

@Injectable()
export class EntryService {
  constructor(
    private readonly entries: EntryRepository,
    private readonly cache: LexiconCache,
  ) {}

  get(input: string): Promise<DictionaryEntryResponse> {
    const strongs = dictionaryNumber(input);
    return this.cache.remember(`entry:${strongs}`, async () => {
      const parts = await this.entries.withParts(strongs, EXAMPLE_VERSES);
      if (!parts) throw new StrongsNotFoundError(strongs);
      return entryResponse(parts);
    });
  }
}

function entryResponse(parts: EntryParts): DictionaryEntryResponse {
  const row = parts.entry;
  const occurrencesByBook = toBookCounts(parts.byBook);
  return {
    ...toLexiconEntry(row),
    originalWord: row.lemma,
    etymology: row.origin,
    partOfSpeech: partOfSpeech(row),
    outline: splitOutline(row.definition),
    aramaic: row.aramaic,
    kjvTranslations: parts.kjvTranslations,
    versionTranslations: byVersion(parts.otherTranslations),
    totalWords: occurrencesByBook.reduce((sum, b) => sum + b.words, 0),
    totalVerses: occurrencesByBook.reduce((sum, b) => sum + b.count, 0),
    occurrencesByBook,
    related: relatedEntries(
      parts.direct,
      parts.neighbours,
      new Map(parts.relatedEntries.map((r) => [r.strongs, r])),
    ),
    occurrences: parts.examples.map(toExample),
  };
}
