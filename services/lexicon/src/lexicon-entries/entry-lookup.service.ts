import { Injectable } from '@nestjs/common';
import { dictionaryNumber } from '../shared/dictionary-number';
import { StrongsNotFoundError } from '../shared/lexicon-errors';
import type { EntryRow } from './entry-row';
import { LexiconEntriesRepository } from './lexicon-entries.repository';

/** Turns a number as typed into the dictionary's entry, with the spec's 400 and 404. */
@Injectable()
export class EntryLookupService {
  constructor(private readonly entries: LexiconEntriesRepository) {}

  async require(input: string): Promise<EntryRow> {
    const strongs = dictionaryNumber(input);
    const row = await this.entries.findOne(strongs);
    if (!row) throw new StrongsNotFoundError(strongs);
    return row;
  }
}
