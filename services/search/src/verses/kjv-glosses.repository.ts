import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '@strongs/db';

/** The KJV phrases tagged with one Strong's number in one KJV verse, in reading order. */
export interface KjvGlossRow {
  ord: number;
  strongs: string;
  phrases: string[];
}

/** Which English words of the KJV sit over an original word: the tagged KJV's concordance rows. */
@Injectable()
export class KjvGlossesRepository {
  constructor(private readonly db: ReadDatabase) {}

  /** Every (verse, number) pair of these KJV verses with its phrases ('In the beginning' under H7225). */
  async phrases(kjvOrds: number[], strongs?: string[]): Promise<KjvGlossRow[]> {
    if (!kjvOrds.length) return [];
    const rows: KjvGlossRow[] = await this.db.query(
      `SELECT ord, strongs, array_agg(word ORDER BY position) AS phrases
       FROM verse_strongs
       WHERE version_code = 'kjv' AND ord = ANY($1::int[]) AND position >= 0 AND ($2::text[] IS NULL OR strongs = ANY($2::text[]))
       GROUP BY ord, strongs`,
      [kjvOrds, strongs ?? null],
    );
    return rows.map((r) => ({ ord: Number(r.ord), strongs: r.strongs, phrases: r.phrases }));
  }
}
