import { Injectable } from '@nestjs/common';
import type { KjvTranslationCount } from '@strongs/contracts';
import { ReadDatabase } from '@strongs/db';
import { KJV_VERSION } from '../shared/kjv';

@Injectable()
export class TranslationCountsRepository {
  constructor(private readonly db: ReadDatabase) {}

  async forNumber(strongs: string): Promise<KjvTranslationCount[]> {
    return this.db.query(
      `SELECT translation, count FROM translation_counts
       WHERE strongs = $1 AND version_code = $2 ORDER BY count DESC, translation`,
      [strongs, KJV_VERSION],
    );
  }
}
