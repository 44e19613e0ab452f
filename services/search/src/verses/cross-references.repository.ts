import { Injectable } from '@nestjs/common';
import { type CrossReferencesRow, ReadDatabase, type VersesRow } from '@strongs/db';

/** A reference with the text of its first verse in the version asked for, if it has that verse. */
export type CrossReferenceRow = Omit<CrossReferencesRow, 'from_ord'> & { text: VersesRow['text'] | null };

@Injectable()
export class CrossReferencesRepository {
  constructor(private readonly db: ReadDatabase) {}

  /** OpenBible.info references from one verse, best voted first; negative votes are low-confidence and left out. */
  async from(
    ord: number,
    limit: number,
    textVersion: string,
  ): Promise<{ total: number; rows: CrossReferenceRow[] }> {
    const rows: (CrossReferenceRow & { total: number })[] = await this.db.query(
      `SELECT c.to_start_ord, c.to_end_ord, c.votes, v.text, count(*) OVER ()::int AS total
       FROM cross_references c
       LEFT JOIN verses v ON v.version_code = $3 AND v.ord = c.to_start_ord
       WHERE c.from_ord = $1 AND c.votes >= 0
       ORDER BY c.votes DESC, c.to_start_ord LIMIT $2`,
      [ord, limit, textVersion],
    );
    return { total: rows[0]?.total ?? 0, rows };
  }
}
