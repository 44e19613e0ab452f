import { Injectable } from '@nestjs/common';
import type { VerseToken } from '@strongs/scripture';
import { ReadDatabase } from '@strongs/db';
import { KJV_VERSION } from '../shared/kjv';

export interface TaggedVerseRow {
  text: string;
  tokens: VerseToken[];
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
