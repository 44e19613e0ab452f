import { Injectable } from '@nestjs/common';
import { ReadDatabase, type VerseMarkup, type VersesRow } from '@strongs/db';
import { KJV_VERSION } from '../shared/kjv';

export interface TaggedVerseRow extends Pick<VersesRow, 'text'> {
  tokens: VerseMarkup['tokens'];
}

@Injectable()
export class VerseAnalysisRepository {
  constructor(private readonly db: ReadDatabase) {}

  async kjvVerse(ord: number): Promise<TaggedVerseRow | undefined> {
    const rows: TaggedVerseRow[] = await this.db.query(
      `SELECT text, markup -> 'tokens' AS tokens FROM verses WHERE version_code = $1 AND ord = $2`,
      [KJV_VERSION, ord],
    );
    return rows[0];
  }
}
