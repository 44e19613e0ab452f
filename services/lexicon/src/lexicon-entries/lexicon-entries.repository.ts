import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';
import { ENTRY_COLUMNS, EntryRow } from './entry-row';

@Injectable()
export class LexiconEntriesRepository {
  constructor(private readonly db: ReadDatabase) {}

  async findOne(strongs: string): Promise<EntryRow | undefined> {
    const rows: EntryRow[] = await this.db.query(
      `SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.strongs = $1`,
      [strongs],
    );
    return rows[0];
  }

  async findMany(numbers: readonly string[]): Promise<Map<string, EntryRow>> {
    if (numbers.length === 0) return new Map();
    const rows: EntryRow[] = await this.db.query(
      `SELECT ${ENTRY_COLUMNS} FROM lexicon_entries e WHERE e.strongs = ANY($1::text[])`,
      [[...new Set(numbers)]],
    );
    return new Map(rows.map((r) => [r.strongs, r]));
  }
}
